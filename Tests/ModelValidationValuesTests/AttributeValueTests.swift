import Testing
@testable import ModelValidationValues

struct AttributeValueTests {
    @Test func integersAndDoublesStayDistinct() {
        let one: AttributeValue = 1
        let oneDouble: AttributeValue = 1.0
        #expect(one != oneDouble)
        #expect(one.intValue == 1)
        #expect(oneDouble.doubleValue == 1.0)
    }

    @Test func objectsKeepInsertionOrder() {
        var object = AttributeObject()
        object["b"] = 1
        object["a"] = "x"
        object["b"] = 2
        #expect(object.keys == ["b", "a"])
        #expect(object["b"] == 2)
        object["b"] = nil
        #expect(object.keys == ["a"])
    }

    @Test func largeObjectsUseTheIndex() {
        var object = AttributeObject()
        for i in 0..<100 { object["k\(i)"] = .int(i) }
        #expect(object["k57"] == 57)
        object["k3"] = nil
        #expect(object["k57"] == 57)
        #expect(object.count == 99)
        #expect(object.keys.first == "k0")
    }

    @Test(arguments: [
        (AttributeValue.null, true), ("", true), ([], true), (.object([:]), true),
        (" ", false), (0, false), ("0", false), (false, false),
    ] as [(AttributeValue, Bool)])
    func emptiness(value: AttributeValue, isEmpty: Bool) {
        #expect(value.isEmptyValue == isEmpty)
    }

    @Test func listShapedObjects() {
        let list: AttributeObject = ["0": "a", "1": "b"]
        let map: AttributeObject = ["1": "a", "0": "b"]
        #expect(list.isListShaped)
        #expect(!map.isListShaped)
    }
}
