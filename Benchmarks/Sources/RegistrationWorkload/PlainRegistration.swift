import ModelValidation

/// The registration form as a developer would write it without the engine: optional fields, plus
/// a mark for each field whose input had the wrong type.
package struct PlainRegistration: Sendable {
    /// The fields, in the workload's order; their positions are the bits of ``wrongType``.
    package enum Field: Int, CaseIterable, Sendable {
        case username, email, password, passwordRepeat, age, website, role, bio

        /// The attribute name, as in the rules.
        package var name: String { String(describing: self) }
        /// The field's bit in ``PlainRegistration/wrongType``.
        package var bit: UInt16 { 1 << UInt16(rawValue) }
        /// The label Yii generates from the name, used in messages.
        package var label: String {
            switch self {
            case .username: "Username"
            case .email: "Email"
            case .password: "Password"
            case .passwordRepeat: "Password Repeat"
            case .age: "Age"
            case .website: "Website"
            case .role: "Role"
            case .bio: "Bio"
            }
        }
    }

    package var username: String?
    package var email: String?
    package var password: String?
    package var passwordRepeat: String?
    package var age: Int?
    package var website: String?
    package var role: String?
    package var bio: String?
    /// Fields whose input could not be read as their type (one bit per ``Field``).
    package var wrongType: UInt16 = 0

    /// An empty form.
    package init() {}

    /// Reads a record from the attribute value dictionary, field by field; `isAdmin` and unknown
    /// keys are ignored.
    package init(_ record: AttributeObject) {
        for (key, value) in zip(record.keys, record.values) {
            switch key {
            case "username": username = string(value, .username)
            case "email": email = string(value, .email)
            case "password": password = string(value, .password)
            case "passwordRepeat": passwordRepeat = string(value, .passwordRepeat)
            case "age":
                switch value {
                case .int(let n): age = n
                case .null: age = nil
                default: wrongType |= Field.age.bit
                }
            case "website": website = string(value, .website)
            case "role": role = string(value, .role)
            case "bio": bio = string(value, .bio)
            default: break
            }
        }
    }

    private mutating func string(_ value: AttributeValue, _ field: Field) -> String? {
        switch value {
        case .string(let s): return s
        case .null: return nil
        default:
            wrongType |= field.bit
            return nil
        }
    }
}
