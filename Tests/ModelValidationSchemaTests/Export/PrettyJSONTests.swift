import Testing
import ModelValidation
@testable import ModelValidationSchema

struct PrettyJSONTests {
    @Test func objectsSpreadAndScalarArraysStayOnOneLine() {
        let long = String(repeating: "x", count: 70)
        let value: AttributeValue = ["a": [1, "x", .null, .array([]), .object([:])], "b": [["c": true, "d": ["e": [1]]]],
                                     "d": .object([:]), "e": .array([]), "f": ["g": 1, "h": ["i", 2]], "j": ["k": .string(long)]]
        #expect(PrettyJSON.string(value) == """
        {
          "a": [1, "x", null, [], {}],
          "b": [
            {
              "c": true,
              "d": {"e": [1]}
            }
          ],
          "d": {},
          "e": [],
          "f": {"g": 1, "h": ["i", 2]},
          "j": {
            "k": "\(long)"
          }
        }

        """)
    }
}
