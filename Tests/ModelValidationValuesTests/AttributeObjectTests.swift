import Testing
@testable import ModelValidationValues

struct AttributeObjectTests {
    static let composed = "\u{E9}", decomposed = "e\u{301}"

    /// Objects of 1 to 40 keys: small ones compare keys, large ones hash them; both by bytes.
    @Test(arguments: Array(1...40))
    func keysAreMatchedByTheirBytes(size: Int) {
        var object = AttributeObject()
        for i in 0..<size - 1 { object["k\(i)"] = .int(i) }
        object[Self.composed] = "composed"
        object[Self.decomposed] = "decomposed"
        #expect(object.count == size + 1)
        #expect(object[Self.composed] == "composed")
        #expect(object[Self.decomposed] == "decomposed")
        #expect(object.position(of: Self.decomposed) == size)
        object[Self.composed] = nil
        #expect(object.count == size && object[Self.decomposed] == "decomposed" && object[Self.composed] == nil)
    }

    @Test func equalityAndHashingUseTheBytesOfKeys() {
        let a: AttributeObject = [Self.composed: 1], b: AttributeObject = [Self.decomposed: 1]
        #expect(a != b)
        #expect(Set([a, b]).count == 2)
        #expect(a == [Self.composed: 1])
    }
}
