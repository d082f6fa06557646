import Foundation

extension PlainRegistration {
    /// Reads a record from `JSONSerialization`'s dictionary, as a developer would: each safe
    /// field cast to its type, `NSNull` read as absent, anything else marked as the wrong type;
    /// `isAdmin` and unknown keys are ignored.
    package init(serialized object: [String: Any]) {
        self.init()
        for (key, value) in object {
            switch key {
            case "username": username = string(value, .username)
            case "email": email = string(value, .email)
            case "password": password = string(value, .password)
            case "passwordRepeat": passwordRepeat = string(value, .passwordRepeat)
            case "age":
                if value is NSNull { continue }
                if let number = value as? NSNumber, let integer = Self.integer(number) {
                    age = integer
                } else {
                    wrongType |= Field.age.bit
                }
            case "website": website = string(value, .website)
            case "role": role = string(value, .role)
            case "bio": bio = string(value, .bio)
            default: continue
            }
        }
    }

    private mutating func string(_ value: Any, _ field: Field) -> String? {
        if let string = value as? String { return string }
        if !(value is NSNull) { wrongType |= field.bit }
        return nil
    }

    /// A JSON integer: `NSNumber` also carries `true`/`false` (type code `c`) and numbers with a
    /// fraction (`d`), which Yii's `integer` rule refuses.
    private static func integer(_ number: NSNumber) -> Int? {
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "q"), UInt8(ascii: "l"), UInt8(ascii: "i"), UInt8(ascii: "s"): number.intValue
        default: nil
        }
    }
}
