import Testing
import ModelValidation

private enum SubscriptionPlan: String, AttributeConvertible, CaseIterable { case free, pro }
private enum Seats: Int, AttributeConvertible { case one = 1, two = 2 }

private struct Subscription: TypedModel {
    var plan: SubscriptionPlan = .free
    var seats: Seats = .one
    var previous: SubscriptionPlan? = nil
    var addOns: [SubscriptionPlan] = []
    var validation = ValidationState()
    static let attributes: AttributeTable<Subscription> = [
        .attribute(\.plan), .attribute(\.seats), .attribute(\.previous), .attribute(\.addOns),
    ]
    static let rules = try! RuleSet(for: Subscription.self) {
        Validate([\.plan, \.seats, \.previous, \.addOns], .safe)
        Validate(\.plan, .in(["pro"])).on("upgrade")
    }
}

struct AttributeConvertibleRawRepresentableTests {
    @Test func rawValuesConvertBothWays() {
        #expect(SubscriptionPlan(attributeValue: "pro") == .pro)
        #expect(SubscriptionPlan(attributeValue: "gold") == nil)
        #expect(SubscriptionPlan(attributeValue: 1) == nil)
        #expect(SubscriptionPlan.pro.attributeValue == .string("pro"))
        #expect(Seats(attributeValue: 2) == .two)
        #expect(Seats(attributeValue: "2") == .two)
        #expect(Seats(attributeValue: 3) == nil)
        #expect(Seats(attributeValue: "two") == nil)
        #expect(Seats.two.attributeValue == .int(2))
    }

    @Test func enumAttributesAreAssignedAndRead() throws {
        var model = Subscription()
        let report = model.assign(["plan": "pro", "seats": 2, "previous": "free", "addOns": ["pro", "free"]])
        #expect(report.assigned == ["plan", "seats", "previous", "addOns"])
        #expect(model.plan == .pro)
        #expect(model.seats == .two)
        #expect(model.previous == .free)
        #expect(model.addOns == [.pro, .free])
        #expect(model.value(of: "plan") == .string("pro"))
        #expect(model.value(of: "seats") == .int(2))
        model.assign(["previous": nil])
        #expect(model.previous == nil)
        #expect(try model.validate())
    }

    @Test func aBadRawValueIsAnInvalidTypeErrorOnTheAttribute() throws {
        var model = Subscription()
        let report = model.assign(["plan": "gold", "seats": 9, "addOns": ["pro", "gold"]])
        #expect(report.invalid == ["plan", "seats", "addOns"])
        #expect(model.plan == .free)
        #expect(try model.validate() == false)
        #expect(model.errors.attributes == ["plan", "seats", "addOns"])
        #expect(model.errors["plan"].map(\.code) == ["attribute.invalidType"])
        #expect(model.errors["plan"].map(\.message) == ["Plan is invalid."])
        #expect(model.errors["plan"].first?.arguments["value"] == .string("gold"))
    }

    @Test func rulesReadTheRawValue() throws {
        var model = Subscription()
        model.scenario = "upgrade"
        #expect(try model.validate() == false)
        #expect(model.errors["plan"].map(\.code) == ["in.invalid"])
        model.plan = .pro
        #expect(try model.validate())
    }
}
