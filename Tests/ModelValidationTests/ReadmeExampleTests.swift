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
