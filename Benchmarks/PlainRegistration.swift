import ModelValidation

/// The registration form as a developer would write it without the engine: optional fields, plus
/// a mark for each field whose input had the wrong type.
struct PlainRegistration {
    /// The fields, in the workload's order; their positions are the bits of ``wrongType``.
    enum Field: Int, CaseIterable {
        case username, email, password, passwordRepeat, age, website, role, bio

        var name: String { String(describing: self) }
        var bit: UInt16 { 1 << UInt16(rawValue) }
    }

    var username: String?
    var email: String?
    var password: String?
    var passwordRepeat: String?
    var age: Int?
    var website: String?
    var role: String?
    var bio: String?
    /// Fields whose input could not be read as their type (one bit per ``Field``).
    var wrongType: UInt16 = 0

    init() {}

    /// Reads a record from the attribute value dictionary, field by field; `isAdmin` and unknown
    /// keys are ignored.
    init(_ record: AttributeObject) {
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
