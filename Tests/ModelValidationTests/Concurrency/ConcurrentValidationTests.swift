import Testing
@testable import ModelValidation

struct ConcurrentValidationTests {
    @Test func manyTasksValidateModelsSharingOneRuleSet() async throws {
        let codes = await withTaskGroup(of: (Int, [String]).self) { group in
            for i in 0..<200 {
                group.addTask {
                    var order = Order()
                    order.assign([
                        "number": .string(i.isMultiple(of: 2) ? "A-\(i)" : ""),
                        "address": ["city": i.isMultiple(of: 3) ? "" : "Oslo"],
                        "items": [["sku": .string("S\(i)"), "quantity": .int(i % 4)]],
                    ])
                    _ = try? order.validate()
                    return (i, order.errors.all.map { "\($0.attribute):\($0.code)" })
                }
            }
            var out: [Int: [String]] = [:]
            for await (i, codes) in group { out[i] = codes }
            return out
        }
        #expect(codes.count == 200)
        for (i, list) in codes {
            var expected: [String] = []
            if !i.isMultiple(of: 2) { expected.append("number:required.blank") }
            if i.isMultiple(of: 3) { expected.append("address.city:required.blank") }
            if i % 4 == 0 { expected.append("items.0.quantity:number.tooSmall") }
            #expect(list == expected, "order \(i)")
        }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test func manyTasksShareAFieldAndALiveModel() async throws {
        let field = try ValidatedField("", validators: [.required, .minLength(3)], validatesOnChange: true)
        let live = LiveModel(Registration())
        try live.validateUpdates()
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<100 {
                group.addTask {
                    field.value = String(repeating: "x", count: i % 5)
                    _ = field.isValid
                    live.email = i.isMultiple(of: 2) ? "ann@example.com" : "nope"
                    _ = live.errors
                }
            }
        }
        field.value = "xyz"
        #expect(field.errors.isEmpty)
        live.email = "bob@example.com"
        #expect(live.errors["email"].isEmpty)
    }

    /// Eight languages, each from its own task, many times over: half choose the language by
    /// argument, half through the task-local default, and each task must see only its own.
    static let expectedByLanguage: [String: [String]] = [
        "de": ["Email darf nicht leer sein.", "Name muss mindestens 2 Zeichen enthalten."],
        "fr": ["Email ne peut être vide.", "Name doit comporter au moins 2 caractères."],
        "es": ["Email no puede estar vacío.", "Name debería contener al menos 2 letras."],
        "ru": ["Необходимо заполнить «Email».", "Значение «Name» должно содержать минимум 2 символа."],
        "uk": ["Необхідно заповнити \"Email\".", "Значення \"Name\" повинно містити мінімум 2 символа."],
        "pl": ["Email nie może pozostać bez wartości.", "Name musi zawierać co najmniej 2 znaki."],
        "ar": ["Email لا يمكن تركه فارغًا.", "Name يجب أن يحتوي على أكثر من ٢ حرف."],
        "ja": ["Email は空白ではいけません。", "Name は 2 文字以上でなければいけません。"],
    ]

    @Test func eightLanguagesFromEightConcurrentTasksEachGetTheirOwn() async throws {
        let template = makeModel(["email", "name"], [Rule(["email"], "required"), Rule(["name"], "string", ["min": 2])])
        let languages = Self.expectedByLanguage.keys.sorted().compactMap { MessageLanguage($0) }
        #expect(languages.count == 8)
        let results = await withTaskGroup(of: (String, [[String]]).self) { group in
            for language in languages {
                group.addTask {
                    var seen: [[String]] = []
                    for round in 0..<50 {
                        var model = template
                        model.assign(["name": "x"])
                        if round.isMultiple(of: 2) {
                            // The failures record the language and render in it anywhere.
                            _ = try? await model.validateAsync(language: language)
                            await Task.yield()
                            seen.append(model.errorSummary())
                            seen.append(ValidationProblem(model).errors.map(\.detail))
                        } else {
                            // The task-local language covers validating and rendering in its scope.
                            await MessageLanguage.$current.withValue(language) {
                                _ = try? model.validate()
                                await Task.yield()
                                seen.append(model.errorSummary())
                                seen.append(ValidationProblem(model).errors.map(\.detail))
                            }
                        }
                    }
                    return (language.description, seen)
                }
            }
            return await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(results.count == 8)
        for (tag, seen) in results {
            let expected = try #require(Self.expectedByLanguage[tag])
            #expect(seen.count == 100)
            #expect(seen.allSatisfy { $0 == expected }, "\(tag): \(Set(seen))")
        }
    }
}
