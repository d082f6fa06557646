import Testing
@testable import ModelValidation

struct AttributePathTests {
    @Test(arguments: [
        (AttributePath(["items", 2, "sku"]), "items.2.sku", "/items/2/sku"),
        (AttributePath("email"), "email", "/email"),
        (AttributePath("user.name"), "user.name", "/user.name"),
        (AttributePath("a/b~c"), "a/b~c", "/a~1b~0c"),
        (AttributePath(["~1", "/"]), "~1./", "/~01/~1"),
        (AttributePath(["tags", 0]), "tags.0", "/tags/0"),
        (AttributePath(["", "x"]), ".x", "//x"),
        (AttributePath("*"), "*", "/*"),   // a key named `*`, not the whole model
        (AttributePath(["*", "a"]), "*.a", "/*/a"),
        (AttributePath([]), "", ""),
    ])
    func spellings(path: AttributePath, dotted: String, pointer: String) {
        #expect(path.description == dotted)
        #expect(path.jsonPointer == pointer)
    }

    @Test func segmentsStayApart() {
        let path = AttributePath("items").appending(.index(2)).appending(AttributePath("sku"))
        #expect(path.segments == [.name("items"), .index(2), .name("sku")])
        #expect(path == ["items", 2, "sku"])
        #expect(path != ["items", "2", "sku"])   // a key "2" is not an index
        #expect(AttributePath(["items", "2"]).jsonPointer == "/items/2")
    }

    @Test func nonASCIINamesAreKeptAsTheyAre() {
        #expect(AttributePath(["prénom", "名前"]).jsonPointer == "/prénom/名前")
        #expect(AttributePath("ä~/").jsonPointer == "/ä~0~1")
    }
}
