import Foundation

/// The registration form decoded with `JSONDecoder`, as a developer would write it: each field
/// decoded on its own so that one field of the wrong type is reported rather than failing the
/// whole record.
package struct DecodedRegistration: Decodable {
    /// The decoded fields.
    package var form = PlainRegistration()

    private enum Key: String, CodingKey {
        case username, email, password, passwordRepeat, age, website, role, bio
    }

    /// Decodes the safe fields one by one.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        form.username = field(String.self, .username, .username, container)
        form.email = field(String.self, .email, .email, container)
        form.password = field(String.self, .password, .password, container)
        form.passwordRepeat = field(String.self, .passwordRepeat, .passwordRepeat, container)
        form.age = field(Int.self, .age, .age, container)
        form.website = field(String.self, .website, .website, container)
        form.role = field(String.self, .role, .role, container)
        form.bio = field(String.self, .bio, .bio, container)
    }

    private mutating func field<T: Decodable>(
        _ type: T.Type, _ key: Key, _ field: PlainRegistration.Field, _ container: KeyedDecodingContainer<Key>
    ) -> T? {
        do {
            return try container.decodeIfPresent(T.self, forKey: key)
        } catch {
            form.wrongType |= field.bit
            return nil
        }
    }
}
