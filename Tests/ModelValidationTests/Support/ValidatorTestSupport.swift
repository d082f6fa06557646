import Testing
@testable import ModelValidation

/// Validates `value` under one rule on an attribute called `attr` (label "Attr") and returns
/// the error codes and messages plus the value afterwards.
func run(
    _ type: String, _ parameters: AttributeObject = [:], value: AttributeValue,
    skipOnEmpty: Bool? = nil, message: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
) -> (codes: [String], messages: [String], value: AttributeValue) {
    var model = makeModel(["attr"], [Rule(["attr"], type, parameters, skipOnEmpty: skipOnEmpty, message: message)], sourceLocation: sourceLocation)
    _ = model.setValue(value, of: "attr")
    check(&model, sourceLocation: sourceLocation)
    return (codes(model, "attr"), model.errors.messages(for: "attr"), model.value(of: "attr") ?? .null)
}
