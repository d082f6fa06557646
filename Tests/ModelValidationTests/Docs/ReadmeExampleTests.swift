import Testing
import ModelValidation

/// The example of README.md, kept word for word.
struct ReadmeExampleTests {
    @Test func shortExample() throws {
        var form = try DynamicModel(
            attributes: ["email", "password", "role"],
            rules: [
                Rule(["email", "password"], "required"),
                Rule(["password"], "string", ["min": 8]),
                Rule(["!role"], "default", ["value": "user"]),
            ]
        )
        let report = form.assign(["email": "ann@example.com", "password": "secret", "role": "admin"])
        #expect(report.assigned == ["email", "password"])
        #expect(report.unsafe == ["role"])
        let valid = try form.validate()
        #expect(valid == false)
        #expect(form.firstError("password") == "Password should contain at least 8 characters.")
        #expect(form.value(of: "role") == "user")
    }
}

/// The server-style example of README.md, kept word for word: bytes in, problem details out.
struct ReadmeServerExampleTests {
    @Test func bytesInProblemDetailsOut() throws {
        let signupRules = try RuleSet([
            Rule(["email", "age"], "required"),
            Rule(["email"], "email"),
            Rule(["age"], "integer", ["min": 18]),
        ])
        // JSON bytes in; nil when the body is valid, otherwise the problem details to answer with.
        func check(_ body: some Collection<UInt8>) throws -> ValidationProblem? {
            var signup = DynamicModel(attributes: ["email", "age"], ruleSet: signupRules)
            let report: AssignmentReport
            do throws(JSONParseError) { report = try signup.assign(json: body) } catch { return ValidationProblem(parseError: error) }
            if try signup.validate(), !report.hasRefusedKeys { return nil }
            return ValidationProblem(signup, refused: report)
        }
        let problem = try check(Array(#"{"email": "ann@example", "age": 16, "isAdmin": true}"#.utf8))
        #expect(problem?.status == 422)
        #expect(ValidationProblem.contentType == "application/problem+json")
        #expect(problem.map { String(decoding: $0.jsonBytes, as: UTF8.self) }
            == #"{"type":"about:blank","title":"Unprocessable Content","status":422,"detail":"The data has 3 errors.","errors":["#
            + #"{"pointer":"/email","detail":"Email is not a valid email address.","code":"email.invalid","params":{}},"#
            + #"{"pointer":"/age","detail":"Age must be no less than 18.","code":"number.tooSmall","params":{"min":18}},"#
            + #"{"pointer":"/isAdmin","detail":"Is Admin is not an attribute of the schema.","code":"assignment.unknown","params":{}}]}"#)

        #expect(try check(Array(#"{"email": "ann@example.com", "age": "21"}"#.utf8)) == nil)
        let broken = try check(Array("{\"email\": ".utf8))
        #expect(broken?.status == 400)
        #expect(broken?.errors.map(\.code) == ["json.invalid"])
        #expect(broken?.detail == "The body is not valid JSON: unexpected end of input at line 1, column 11.")
    }
}
