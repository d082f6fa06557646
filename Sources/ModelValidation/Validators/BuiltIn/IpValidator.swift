/// Checks that a value is an IPv4 or IPv6 address or subnet (alias `ip`; it may rewrite the value).
///
/// Only strings can pass. A value is an optional `!` (with `negation`), an address and an
/// optional `/prefix`. The checks run in Yii's order and the first failure is reported: the
/// prefix policy (`subnet`), the `!`, the prefix size, the address syntax, the allowed version,
/// then `ranges`. IPv4 parts may have leading zeros (`01.02.03.004`) and `fe80::1%eth0` is an
/// address, as in Yii.
///
/// When the value passes, the attribute is rewritten as Yii writes it back: with `expandIPv6`
/// an IPv6 address is written in full (`2001:db8::1` → `2001:0db8:0000:0000:0000:0000:0000:0001`);
/// with `normalize` (and `subnet` not `false`) an address without a prefix gets `/32` or `/128`.
///
/// `ranges` lists allowed addresses and subnets; a leading `!` forbids one; the first entry that
/// contains the value decides, and a value no entry contains fails. Aliases expand to lists:
/// `any`, `private`, `multicast`, `linklocal`, `localhost`, `documentation`, `system` (see
/// ``IPMatcher/defaultNetworks``), or those of `networks`, which replaces that whole table. As in
/// Yii, `networks` applies only to `ranges` that come **after** it in the rule's parameters;
/// `ranges` written before `networks` are expanded with the default table.
///
/// | parameter | default | meaning |
/// | --- | --- | --- |
/// | `ipv4`, `ipv6` | `true` | accept this version (turning both off is a configuration error) |
/// | `subnet` | `false` | `true`: a prefix is required; `false`: forbidden; `null`: optional |
/// | `normalize` | `false` | add `/32` or `/128` to an address without a prefix (unless `subnet` is `false`) |
/// | `negation` | `false` | accept a leading `!` (kept in the value); `null` accepts it too |
/// | `expandIPv6` | `false` | rewrite IPv6 addresses in full notation |
/// | `ranges` | `[]` | a string or list of addresses, subnets and aliases, each optionally `!`-negated |
/// | `networks` | the default aliases | an object mapping alias names to lists of ranges |
/// | `ipv6NotAllowed`, `ipv4NotAllowed`, `wrongCidr`, `noSubnet`, `hasSubnet`, `notInRange` | see below | messages |
///
/// Every message gets `{ip}`, the value as written (`array()` for an array).
///
/// | code | default message |
/// | --- | --- |
/// | `ip.invalid` | `{attribute} must be a valid IP address.` |
/// | `ip.ipv6NotAllowed` | `{attribute} must not be an IPv6 address.` |
/// | `ip.ipv4NotAllowed` | `{attribute} must not be an IPv4 address.` |
/// | `ip.wrongCidr` | `{attribute} contains wrong subnet mask.` |
/// | `ip.noSubnet` | `{attribute} must be an IP address with specified subnet.` |
/// | `ip.hasSubnet` | `{attribute} must not be a subnet.` |
/// | `ip.notInRange` | `{attribute} is not in the allowed range.` |
///
/// ```swift
/// Rule(["clientIP"], "ip", ["ipv6": false, "ranges": ["!10.0.1.0/24", "private"]])
/// Rule(["network"], "ip", ["subnet": true, "normalize": true])
/// ```
public struct IpValidator: ConfigurableValidator {
    /// The alias rules use: `"ip"`.
    public static let aliases = ["ip"]

    /// The ranges after alias expansion, as Yii's `getRanges()` returns them.
    public var ranges: [String] { matcher.preparedRanges }
    private let matcher: IPMatcher

    /// Whether a valid value is written back changed (`normalize`, `expandIPv6`).
    package var rewritesValue: Bool { matcher.normalize || matcher.expandIPv6 }
    /// The message template of each failure.
    private let templates: [IPFailure: String]

    /// Builds the validator from a rule's parameters (see the table above).
    ///
    /// - Parameters:
    ///   - alias: The alias the rule used (`"ip"`).
    ///   - parameters: The rule's parameters; every key above is read.
    /// - Throws: ``RuleError`` for a mistyped parameter or an unusable configuration.
    public init(alias: String, parameters: inout RuleParameters) throws(RuleError) {
        let order = parameters.unreadKeys
        let networksFirst = (order.firstIndex(of: "networks") ?? Int.max) < (order.firstIndex(of: "ranges") ?? Int.max)
        let ipv4 = try parameters.bool("ipv4") ?? true
        let ipv6 = try parameters.bool("ipv6") ?? true
        let subnet: IPMatcher.SubnetPolicy
        switch parameters.rawValue("subnet") {
        case nil, .bool(false)?: subnet = .forbidden
        case .bool(true)?: subnet = .required
        case .null?: subnet = .optional
        case let other?: throw parameters.valueError("subnet", "expected true, false or null, got \(other.kindName)")
        }
        let normalize = try parameters.bool("normalize") ?? false
        // Yii refuses a leading `!` only when `negation === false`: null allows it.
        let negationIsNull = parameters.isNull("negation")
        let negation = try parameters.bool("negation").map { $0 || negationIsNull } ?? false
        let expandIPv6 = try parameters.bool("expandIPv6") ?? false
        let ranges = try Self.strings("ranges", in: &parameters) ?? []
        let networks = try Self.networks(&parameters)
        do {
            matcher = try IPMatcher(
                ipv4: ipv4, ipv6: ipv6, subnet: subnet, normalize: normalize, negation: negation,
                expandIPv6: expandIPv6, ranges: ranges,
                networks: networksFirst ? networks ?? IPMatcher.defaultNetworks : IPMatcher.defaultNetworks)
        } catch {
            throw parameters.error(ipv4 || ipv6 ? "ranges" : "ipv4", error.reason)
        }
        var templates: [IPFailure: String] = [:]
        for failure in IPFailure.allCases {
            let custom = failure == .message ? parameters.message : try parameters.string(failure.rawValue)
            templates[failure] = custom ?? Self.defaultTemplate(failure)
        }
        self.templates = templates
    }

    /// Yii's default message for a failure.
    static func defaultTemplate(_ failure: IPFailure) -> String {
        switch failure {
        case .message: "{attribute} must be a valid IP address."
        case .ipv6NotAllowed: "{attribute} must not be an IPv6 address."
        case .ipv4NotAllowed: "{attribute} must not be an IPv4 address."
        case .wrongCidr: "{attribute} contains wrong subnet mask."
        case .noSubnet: "{attribute} must be an IP address with specified subnet."
        case .hasSubnet: "{attribute} must not be a subnet."
        case .notInRange: "{attribute} is not in the allowed range."
        }
    }

    /// The failure code for a failure: `ip.invalid` for Yii's `message`, else `ip.<property>`.
    static func code(_ failure: IPFailure) -> String {
        failure == .message ? "ip.invalid" : "ip." + failure.rawValue
    }

    /// Reads a string or a list of strings (an object's values count as a list, like PHP arrays).
    private static func strings(_ key: String, in parameters: inout RuleParameters) throws(RuleError) -> [String]? {
        guard let value = parameters.value(key) else { return nil }
        return try strings(value, key: key, parameters: parameters)
    }

    private static func strings(_ value: AttributeValue, key: String, parameters: RuleParameters) throws(RuleError) -> [String] {
        let items: [AttributeValue]
        switch value {
        case .string(let string): return [string]
        case .array(let list): items = list
        case .object(let object): items = object.values
        default: throw parameters.valueError(key, "expected a string or a list of strings, got \(value.kindName)")
        }
        var result: [String] = []
        for item in items {
            guard case .string(let string) = item else { throw parameters.valueError(key, "expected a list of strings") }
            result.append(string)
        }
        return result
    }

    /// Reads `networks`: an object mapping alias names to lists of ranges.
    private static func networks(_ parameters: inout RuleParameters) throws(RuleError) -> [String: [String]]? {
        guard let value = parameters.value("networks") else { return nil }
        guard case .object(let object) = value else {
            throw parameters.valueError("networks", "expected an object mapping aliases to lists of ranges, got \(value.kindName)")
        }
        var table: [String: [String]] = [:]
        for (name, entries) in object {
            table[name] = try strings(entries, key: "networks." + name, parameters: parameters)
        }
        return table
    }

    /// Checks that `value` is an IP address or subnet, reporting a failure on `attribute`.
    ///
    /// - Parameters:
    ///   - attribute: The attribute being validated.
    ///   - value: Its current value.
    ///   - model: The model that receives the error or the rewritten value.
    public func validate<M: ValidatableModel>(_ attribute: String, value: AttributeValue, model: inout M) {
        let failure: IPFailure
        switch value {
        case .string(let string):
            switch matcher.validate(string) {
            case .valid(let rewritten):
                if let rewritten { model.setFilteredValue(.string(rewritten), of: attribute) }
                return
            case .invalid(let reason):
                failure = reason
            }
        default:
            failure = .message
        }
        var arguments = MessageArguments()
        switch value {
        case .array, .object: arguments.set("ip", "array()")
        default: arguments.set("ip", value)
        }
        let template = templates[failure] ?? Self.defaultTemplate(failure)
        model.addError(attribute, code: Self.code(failure), template: template, value: value, arguments: arguments)
    }
}
