import Testing
@testable import ModelValidation

struct RecordConditionTests {
    // MARK: Yii's data forms

    @Test func theHashFormIsEqualityInAndIsNull() throws {
        let condition = try RecordCondition(json: ["status": "active", "role": ["user", "admin"], "deletedAt": nil])
        #expect(condition == .and([
            .compare("status", .equal, "active"),
            .in("role", ["user", "admin"]),
            .isNull("deletedAt"),
        ]))
        #expect(try RecordCondition(json: ["status": 1]) == .compare("status", .equal, 1))
        #expect(try RecordCondition(json: ["role": ["user", nil]]) == .or([.in("role", ["user"]), .isNull("role")]))
        #expect(try RecordCondition(json: [:]) == .and([]))
    }

    static let operatorForms: [(json: AttributeValue, condition: RecordCondition)] = [
        (["=", "a", 1], .compare("a", .equal, 1)),
        (["!=", "a", 1], .compare("a", .notEqual, 1)),
        (["<>", "a", "x"], .compare("a", .notEqual, "x")),
        (["<", "a", 1], .compare("a", .less, 1)),
        (["<=", "a", 1], .compare("a", .lessOrEqual, 1)),
        ([">", "a", 1], .compare("a", .greater, 1)),
        ([">=", "a", 1.5], .compare("a", .greaterOrEqual, 1.5)),
        (["=", "a", nil], .isNull("a")),
        (["<>", "a", nil], .isNotNull("a")),
        (["IN", "a", [1, 2]], .in("a", [1, 2])),
        (["not in", "a", [1, 2]], .notIn("a", [1, 2])),
        (["between", "age", 18, 65], .and([.compare("age", .greaterOrEqual, 18), .compare("age", .lessOrEqual, 65)])),
        (["not between", "age", 18, 65], .or([.compare("age", .less, 18), .compare("age", .greater, 65)])),
        (["and", ["a": 1], ["<>", "b", 2]], .and([.compare("a", .equal, 1), .compare("b", .notEqual, 2)])),
        (["or", ["a": 1], ["b": nil]], .or([.compare("a", .equal, 1), .isNull("b")])),
        (["not", ["a": 1, "b": 2]], .or([.compare("a", .notEqual, 1), .compare("b", .notEqual, 2)])),
        (["not", ["in", "a", [1]]], .notIn("a", [1])),
        (["not", ["not", ["a": nil]]], .isNull("a")),
    ]

    @Test(arguments: operatorForms)
    func theOperatorForm(json: AttributeValue, expected: RecordCondition) throws {
        #expect(try RecordCondition(json: json) == expected)
    }

    static let mistakes: [(json: AttributeValue, message: String)] = [
        ("status = 1", "a SQL string has no data form; write the hash form {\"column\": value} or an operator form [\"<>\", \"column\", value]"),
        (["like", "name", "a%"], "unsupported operator \"like\""),
        ([1, "a"], "expected an operator (\"=\", \"in\", \"and\", …) as the first item"),
        (["=", "a"], "\"=\" takes a column and a value"),
        (["=", 1, 2], "[1]: expected a column name"),
        (["=", "a", [1]], "[2]: expected a value, got array"),
        (["in", "a", 1], "[2]: expected a list of values"),
        (["in", "a", [[1]]], "[2][0]: expected a value, got array"),
        (["not", ["a": 1], ["b": 2]], "\"not\" takes one condition"),
        (["and", ["a": 1], ["like", "b", "x"]], "[2]: unsupported operator \"like\""),
        (["a": ["b": 1]], ".a: expected a value or a list of values, got object"),
        (["a": [[1]]], ".a[0]: expected a value, got array"),
        (3, "expected an object or a list, got integer"),
    ]

    @Test(arguments: mistakes)
    func mistakesNameTheirPosition(json: AttributeValue, message: String) {
        let error = #expect(throws: RecordConditionError.self) { try RecordCondition(json: json) }
        #expect(error?.description == message)
    }

    @Test func jsonValueReadsBack() throws {
        let conditions: [RecordCondition] = [
            .and([.compare("a", .greater, 1), .in("b", ["x", "y"]), .notIn("c", [1]), .isNull("d"), .isNotNull("e")]),
            .or([.compare("a", .notEqual, "x"), .and([])]),
        ]
        for condition in conditions {
            #expect(try RecordCondition(json: condition.jsonValue) == condition)
        }
        #expect(RecordCondition.compare("age", .greater, 17).jsonValue == [">", "age", 17])
        #expect(RecordCondition.isNull("d").jsonValue == ["d": nil])
    }

    // MARK: Matching

    @Test func matchingFollowsSQLForNull() {
        let record: AttributeObject = ["a": nil, "b": 1]
        #expect(!RecordCondition.compare("a", .equal, 1).matches(record))
        #expect(!RecordCondition.compare("a", .notEqual, 1).matches(record))
        #expect(!RecordCondition.compare("missing", .notEqual, 1).matches(record))
        #expect(RecordCondition.isNull("a").matches(record))
        #expect(RecordCondition.isNull("missing").matches(record))
        #expect(!RecordCondition.isNotNull("a").matches(record))
        #expect(!RecordCondition.notIn("a", [1]).matches(record))
        #expect(RecordCondition.notIn("a", []).matches(record))
        #expect(!RecordCondition.in("b", []).matches(record))
        // unknown OR true is true; unknown AND true is unknown.
        #expect(RecordCondition.or([.compare("a", .equal, 1), .compare("b", .equal, 1)]).matches(record))
        #expect(!RecordCondition.and([.compare("a", .equal, 1), .compare("b", .equal, 1)]).matches(record))
        // NOT pushed down keeps unknown unknown: neither a condition nor its negation matches.
        let condition = RecordCondition.and([.compare("a", .equal, 1), .compare("b", .equal, 1)])
        #expect(!condition.matches(record) && !condition.negated.matches(record))
    }

    @Test func matchingComparesValuesAsATypedDatabaseWould() {
        #expect(RecordCondition.compare("n", .equal, 1).matches(["n": 1.0]))
        #expect(RecordCondition.compare("n", .equal, "5").matches(["n": 5]))
        #expect(RecordCondition.compare("n", .equal, 5).matches(["n": " 5"]))
        #expect(!RecordCondition.compare("n", .equal, 5).matches(["n": "five"]))
        #expect(RecordCondition.compare("flag", .equal, true).matches(["flag": 1]))
        #expect(!RecordCondition.compare("s", .equal, "Ann").matches(["s": "ann"]))
        #expect(!RecordCondition.compare("s", .equal, "1e1").matches(["s": "10"]))   // strings: byte by byte
        #expect(RecordCondition.compare("s", .less, "b").matches(["s": "a"]))
        #expect(RecordCondition.compare("n", .greater, 9).matches(["n": "10"]))
        #expect(!RecordCondition.compare("big", .equal, 9_007_199_254_740_993).matches(["big": 9_007_199_254_740_992]))
        #expect(!RecordCondition.compare("list", .equal, 1).matches(["list": [1]]))
        #expect(RecordCondition.in("role", ["user", "admin"]).matches(["role": "admin"]))
    }
}
