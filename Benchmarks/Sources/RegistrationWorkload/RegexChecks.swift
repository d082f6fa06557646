/// The workload's rules written by hand as plain `if`s, with `Regex` for the patterns: the
/// benchmark's first baseline, kept as an extra row beside ``ByteLevelChecks``. Swift's `Regex`
/// costs about 1.5 µs a match on this toolchain, which is most of this baseline's time.
///
/// It returns the same information a validation does (which fields failed, with a message),
/// and allocates only for failures.
package struct RegexChecks {
    /// One failure.
    package struct Failure {
        /// The field that failed.
        package var field: PlainRegistration.Field
        /// Its message.
        package var message: String
    }

    /// Compiles the patterns.
    package init() {}

    private let username = try! Regex("^[a-zA-Z0-9_]+$", as: Substring.self)
    private let email = try! Regex(
        "^[a-zA-Z0-9!#$%&'*+\\/=?^_`{|}~-]+(?:\\.[a-zA-Z0-9!#$%&'*+\\/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$",
        as: Substring.self)
    private let upper = try! Regex("[A-Z]", as: Substring.self)
    private let lower = try! Regex("[a-z]", as: Substring.self)
    private let digit = try! Regex("[0-9]", as: Substring.self)
    private let url = try! Regex(
        "^(?:http|https)://[A-Z0-9][A-Z0-9_-]*(?:\\.[A-Z0-9][A-Z0-9_-]*)+(?::\\d{1,5})?(?:$|[?/#])",
        as: Substring.self).ignoresCase()
    private let roles = ["user", "admin", "editor"]

    /// Checks one record.
    ///
    /// - Returns: The failures, in rule order; empty for a valid record.
    package func check(_ form: PlainRegistration) -> [Failure] {
        var failures: [Failure] = []
        func fail(_ field: PlainRegistration.Field, _ message: String) {
            failures.append(Failure(field: field, message: message))
        }

        if form.wrongType & PlainRegistration.Field.username.bit != 0 {
            fail(.username, "Username must be a string.")
        } else if let name = form.username, !isBlank(name) {
            let length = name.unicodeScalars.count
            if length < 3 { fail(.username, "Username should contain at least 3 characters.") }
            else if length > 32 { fail(.username, "Username should contain at most 32 characters.") }
            else if !name.contains(username) { fail(.username, "Username is invalid.") }
        } else {
            fail(.username, "Username cannot be blank.")
        }

        if let address = form.email, !isBlank(address) {
            if !isEmail(address) { fail(.email, "Email is not a valid email address.") }
        } else {
            fail(.email, "Email cannot be blank.")
        }

        if let password = form.password, !isBlank(password) {
            if password.unicodeScalars.count < 8 { fail(.password, "Password should contain at least 8 characters.") }
            else if !password.contains(upper) { fail(.password, "Password must contain an upper-case letter.") }
            else if !password.contains(lower) { fail(.password, "Password must contain a lower-case letter.") }
            else if !password.contains(digit) { fail(.password, "Password must contain a digit.") }
        } else {
            fail(.password, "Password cannot be blank.")
        }

        if let repeated = form.passwordRepeat, !repeated.isEmpty, repeated != form.password {
            fail(.passwordRepeat, "Password Repeat must be equal to \"Password\".")
        }

        if form.wrongType & PlainRegistration.Field.age.bit != 0 {
            fail(.age, "Age must be an integer.")
        } else if let age = form.age, age < 13 || age > 130 {
            fail(.age, age < 13 ? "Age must be no less than 13." : "Age must be no greater than 130.")
        }

        if let website = form.website, !website.isEmpty,
           website.utf8.count >= 2000 || !website.contains(url) {
            fail(.website, "Website is not a valid URL.")
        }

        if let role = form.role, !role.isEmpty, !roles.contains(role) {
            fail(.role, "Role is invalid.")
        }

        if let bio = form.bio {
            let trimmed = trim(bio)
            if !trimmed.isEmpty, trimmed.unicodeScalars.count > 500 {
                fail(.bio, "Bio should contain at most 500 characters.")
            }
        }
        return failures
    }

    private func isEmail(_ address: String) -> Bool {
        guard let at = address.lastIndex(of: "@") else { return false }
        guard address.utf8[..<at].count <= 64, address.utf8.count <= 254 else { return false }
        return address.contains(email)
    }

    /// PHP's `trim()` characters: space, `\t`, `\n`, `\r`, `\0`, `\x0B`.
    private func isTrimmed(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x00 || byte == 0x0B
    }

    private func isBlank(_ string: String) -> Bool { string.utf8.allSatisfy(isTrimmed) }

    private func trim(_ string: String) -> Substring {
        let utf8 = string.utf8
        guard let first = utf8.firstIndex(where: { !isTrimmed($0) }),
              let last = utf8.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return string[first...last]
    }
}
