/// The `targetAttribute` of a typed `unique` or `exist` check: which model attributes are
/// compared with which columns.
///
/// ```swift
/// .unique(targetClass: "users", targetAttribute: "email_address")      // a column
/// .unique(targetClass: "people", targetAttribute: ["firstName", "lastName"])  // unique together
/// .exist(targetClass: "users", targetAttribute: ["userId": "id"])      // attribute → column
/// ```
///
/// A string names the column the validated attribute's value is compared with; a list names
/// model attributes compared with columns of the same names; a dictionary maps model attributes
/// to columns. The same forms name the `primaryKey` of a `unique` check.
public struct TargetAttribute: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral {
    /// The parameter as JSON rules write it.
    public let jsonValue: AttributeValue

    /// How several target columns combine (Yii's `targetAttributeJunction`).
    public enum Junction: String, Sendable, Hashable {
        /// Every column must match (the default).
        case and
        /// Any column may match.
        case or
    }

    /// The column the validated attribute's value is compared with.
    ///
    /// - Parameter column: The column.
    /// - Returns: The target.
    public static func column(_ column: String) -> TargetAttribute { TargetAttribute(jsonValue: .string(column)) }

    /// Model attributes compared with the columns of the same names.
    ///
    /// - Parameter attributes: The attributes.
    /// - Returns: The target.
    public static func attributes(_ attributes: [String]) -> TargetAttribute {
        TargetAttribute(jsonValue: .array(attributes.map(AttributeValue.string)))
    }

    /// Model attributes compared with columns: attribute → column, in order.
    ///
    /// - Parameter pairs: The pairs.
    /// - Returns: The target.
    public static func columns(_ pairs: [(attribute: String, column: String)]) -> TargetAttribute {
        var object = AttributeObject()
        for pair in pairs { object[pair.attribute] = .string(pair.column) }
        return TargetAttribute(jsonValue: .object(object))
    }

    private init(jsonValue: AttributeValue) { self.jsonValue = jsonValue }

    /// A column name.
    public init(stringLiteral column: String) { self = .column(column) }

    /// Attribute names.
    public init(arrayLiteral attributes: String...) { self = .attributes(attributes) }

    /// Attribute → column pairs.
    public init(dictionaryLiteral pairs: (String, String)...) {
        self = .columns(pairs.map { (attribute: $0.0, column: $0.1) })
    }
}
