/// The workload's rules written by hand as a performance-minded developer would: one pass over
/// each string's UTF-8 bytes, no `Regex`, no Foundation, no allocation (except when the trim
/// filter rewrites a bio). This is the honest baseline the engine is measured against.
///
/// The rules, in Yii's order, each field stopping at its first failure:
///
/// | field | rules |
/// | --- | --- |
/// | username | required, string 3–32 characters, `^[a-zA-Z0-9_]+$` |
/// | email | required, Yii's email pattern, ≤ 64 bytes before `@`, ≤ 254 in all |
/// | password | required, string ≥ 8 characters, an upper-case letter, a lower-case letter, a digit |
/// | passwordRepeat | equal to password, PHP `==` on strings (skipped when empty) |
/// | age | integer 13–130 (skipped when empty) |
/// | website | Yii's URL pattern for http and https, under 2,000 bytes (skipped when empty) |
/// | role | one of user, admin, editor (skipped when empty) |
/// | bio | trimmed, then at most 500 characters (skipped when empty) |
///
/// Characters are Unicode scalars, as PHP's `mb_strlen` counts them.
package struct ByteLevelChecks: Sendable {
    /// Creates the checks (they hold nothing).
    package init() {}

    /// Checks one record, trimming its bio in place as Yii's `trim` filter does.
    ///
    /// - Returns: The failures; empty for a valid record.
    package func validate(_ form: inout PlainRegistration) -> FieldFailures {
        var failures = FieldFailures()
        let wrongType = form.wrongType

        // username: required, string 3..32, ^[a-zA-Z0-9_]+$
        if wrongType & PlainRegistration.Field.username.bit != 0 {
            failures.add(.notString, .username)
        } else if let username = form.username {
            if let failure = ByteScanners.withBytes(username, Self.checkUsername) { failures.add(failure, .username) }
        } else {
            failures.add(.blank, .username)
        }

        // email: required, email
        if wrongType & PlainRegistration.Field.email.bit != 0 {
            failures.add(.notEmail, .email)
        } else if let email = form.email {
            let failure: FieldFailures.Failure? = ByteScanners.withBytes(email) { bytes in
                if ByteScanners.isBlank(bytes) { return .blank }
                return ByteScanners.isEmail(bytes) ? nil : .notEmail
            }
            if let failure { failures.add(failure, .email) }
        } else {
            failures.add(.blank, .email)
        }

        // password: required, string min 8, [A-Z], [a-z], [0-9]
        if wrongType & PlainRegistration.Field.password.bit != 0 {
            failures.add(.notString, .password)
        } else if let password = form.password {
            if let failure = ByteScanners.withBytes(password, Self.checkPassword) { failures.add(failure, .password) }
        } else {
            failures.add(.blank, .password)
        }

        // passwordRepeat: compare with password (skipped when empty)
        if wrongType & PlainRegistration.Field.passwordRepeat.bit != 0 {
            failures.add(.notEqual, .passwordRepeat)
        } else if let repeated = form.passwordRepeat, !repeated.isEmpty {
            let password = form.password ?? ""
            let equal = ByteScanners.withBytes(repeated) { a in
                ByteScanners.withBytes(password) { b in ByteScanners.bytesEqual(a, b) || PHPNumericString.looselyEqual(a, b) }
            }
            if !equal { failures.add(.notEqual, .passwordRepeat) }
        }

        // age: integer 13..130 (skipped when empty)
        if wrongType & PlainRegistration.Field.age.bit != 0 {
            failures.add(.notInteger, .age)
        } else if let age = form.age {
            if age < 13 { failures.add(.tooSmall, .age) } else if age > 130 { failures.add(.tooBig, .age) }
        }

        // website: url, http and https (skipped when empty)
        if wrongType & PlainRegistration.Field.website.bit != 0 {
            failures.add(.notURL, .website)
        } else if let website = form.website, !website.isEmpty {
            if !ByteScanners.withBytes(website, ByteScanners.isURL) { failures.add(.notURL, .website) }
        }

        // role: in [user, admin, editor] (skipped when empty)
        if wrongType & PlainRegistration.Field.role.bit != 0 {
            failures.add(.notInRange, .role)
        } else if let role = form.role, !role.isEmpty {
            if !ByteScanners.withBytes(role, Self.isRole) { failures.add(.notInRange, .role) }
        }

        // bio: trim, then string max 500 (skipped when empty)
        if wrongType & PlainRegistration.Field.bio.bit != 0 {
            failures.add(.notString, .bio)
        } else if let bio = form.bio {
            let (kept, tooLong) = ByteScanners.withBytes(bio, Self.trimBio)
            if kept.count != bio.utf8.count {
                // Cut at ASCII bytes, so on character boundaries: copied without re-validating.
                let utf8 = bio.utf8
                let start = utf8.index(utf8.startIndex, offsetBy: kept.lowerBound)
                let end = utf8.index(utf8.startIndex, offsetBy: kept.upperBound)
                form.bio = String(Substring(utf8[start..<end]))
            }
            if tooLong { failures.add(.tooLong, .bio) }
        }
        return failures
    }

    /// Blank, length in characters, then the pattern.
    private static func checkUsername(_ bytes: UnsafeBufferPointer<UInt8>) -> FieldFailures.Failure? {
        if ByteScanners.isBlank(bytes) { return .blank }
        var scalars = 0
        var word = true
        for byte in bytes {
            if byte & 0xC0 != 0x80 { scalars &+= 1 }
            if !ByteScanners.isWord(byte) { word = false }
        }
        if scalars < 3 { return .tooShort }
        if scalars > 32 { return .tooLong }
        return word ? nil : .patternMismatch
    }

    /// Blank, length in characters, then the three classes, in the rules' order.
    private static func checkPassword(_ bytes: UnsafeBufferPointer<UInt8>) -> FieldFailures.Failure? {
        if ByteScanners.isBlank(bytes) { return .blank }
        var scalars = 0
        var upper = false, lower = false, digit = false
        for byte in bytes {
            if byte & 0xC0 != 0x80 { scalars &+= 1 }
            if byte &- 0x41 < 26 { upper = true } else if byte &- 0x61 < 26 { lower = true } else if byte &- 0x30 < 10 { digit = true }
        }
        if scalars < 8 { return .tooShort }
        if !upper { return .noUpperCase }
        if !lower { return .noLowerCase }
        if !digit { return .noDigit }
        return nil
    }

    private static func isRole(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch bytes.count {
        case 4: bytes[0] == 0x75 && bytes[1] == 0x73 && bytes[2] == 0x65 && bytes[3] == 0x72 // user
        case 5: bytes[0] == 0x61 && bytes[1] == 0x64 && bytes[2] == 0x6D && bytes[3] == 0x69 && bytes[4] == 0x6E // admin
        case 6: bytes[0] == 0x65 && bytes[1] == 0x64 && bytes[2] == 0x69 && bytes[3] == 0x74 && bytes[4] == 0x6F
            && bytes[5] == 0x72 // editor
        default: false
        }
    }

    /// The byte range the bio keeps after trimming, and whether it is longer than 500 characters.
    private static func trimBio(_ bytes: UnsafeBufferPointer<UInt8>) -> (Range<Int>, Bool) {
        var start = 0
        var end = bytes.count
        while start < end, ByteScanners.isTrimmed(bytes[start]) { start &+= 1 }
        while end > start, ByteScanners.isTrimmed(bytes[end &- 1]) { end &-= 1 }
        let kept = UnsafeBufferPointer(rebasing: bytes[start..<end])
        // 500 bytes hold at most 500 characters: count only longer ones.
        let tooLong = kept.count > 500 && ByteScanners.scalarCount(kept) > 500
        return (start..<end, tooLong)
    }
}
