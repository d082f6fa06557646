import Testing
@testable import ModelValidation

struct MessageRenderingTests {
    @Test func theDefaultIsYiisEnglish() {
        #expect(MessageRendering.formatter(nil) is YiiMessageFormatter)
        #expect(MessageRendering.render("{attribute} cannot be blank.", arguments: ["attribute": "Email"], using: nil)
            == "Email cannot be blank.")
        #expect(MessageRendering.formatter(Upper()) is Upper)
        #expect(MessageRendering.render("{n, number}", arguments: ["n": 1000], using: Upper()) == "1,000")
    }

    @Test func everyRenderingAPITakesTheFormatter() {
        var model = makeModel(["name", "email"], [
            Rule(["name", "email"], "required"), Rule(["email"], "email"),
        ])
        #expect(!check(&model))
        let upper = Upper()
        #expect(model.firstError("name", using: upper) == "NAME CANNOT BE BLANK.")
        #expect(model.firstError("name") == "Name cannot be blank.")
        #expect(model.errorSummary(using: upper) == ["NAME CANNOT BE BLANK.", "EMAIL CANNOT BE BLANK."])
        #expect(model.errorSummary(showAll: false, using: upper) == ["NAME CANNOT BE BLANK.", "EMAIL CANNOT BE BLANK."])
        #expect(model.errors.messages(for: "email", using: upper) == ["EMAIL CANNOT BE BLANK."])
        #expect(model.errors.messagesByAttribute(using: upper).map(\.messages) == [["NAME CANNOT BE BLANK."], ["EMAIL CANNOT BE BLANK."]])
        #expect(model.errors.firstMessages(using: upper).map(\.message) == ["NAME CANNOT BE BLANK.", "EMAIL CANNOT BE BLANK."])
        #expect(model.errors.summary(using: upper).count == 2)
        #expect(ValidationProblem(model, using: upper).errors.map(\.detail) == ["NAME CANNOT BE BLANK.", "EMAIL CANNOT BE BLANK."])
        #expect(ValidationProblem(model, using: upper).title == "UNPROCESSABLE CONTENT")
        #expect(FlatValidationErrors(model, using: upper).message == "NAME CANNOT BE BLANK. (AND 1 MORE ERROR)")
        #expect(model.errors.jsonValue(using: upper).objectValue?["name"]?.arrayValue?.first?.objectValue?["message"] == "NAME CANNOT BE BLANK.")
    }

    @Test func concurrentRenderingsDoNotMix() async {
        var model = makeModel(["name"], [Rule(["name"], "required")])
        #expect(!check(&model))
        let errors = model.errors
        let results = await withTaskGroup(of: (Bool, String).self) { group in
            for i in 0..<64 {
                group.addTask {
                    let upper = i % 2 == 0
                    return (upper, errors.summary(using: upper ? Upper() : nil)[0])
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 64)
        for (upper, message) in results {
            #expect(message == (upper ? "NAME CANNOT BE BLANK." : "Name cannot be blank."))
        }
    }
}
