import Testing
import ModelValidation

/// The twin of the example in Docs/Migrating.md.
struct MigratingExamplesTests {
    @Test func yiiFormModel() throws {
        var signup = try DynamicModel(
            attributes: ["email", "password", "password_repeat"],
            rules: [
                Rule(["email", "password"], "required"),
                Rule(["email"], "email"),
                Rule(["password"], "compare"),
            ]
        )
        signup.assign(["email": "ann@example.com", "password": "Secret123", "password_repeat": "Secret124"])
        #expect(signup.safeAttributes == ["email", "password"])
        let ok = try signup.validate()
        #expect(ok == false)
        #expect(signup.firstError("password") == "Password must be equal to \"Password Repeat\".")
    }
}
