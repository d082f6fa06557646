import Testing
@testable import ModelValidationMessages

/// Cases from the `label` group of the conformance vectors and FORMAT.md §4.3.
struct AttributeLabelTests {
    @Test(arguments: [
        ("first_name", "First Name"), ("user.name", "User Name"), ("userID", "User Id"),
        ("ÄpfelBaum", "Äpfel Baum"), ("createdAt2", "Created At2"), ("field2Name", "Field2name"),
        ("HTMLParser", "Html Parser"), ("ID", "Id"), ("a", "A"), ("snake_case_long_name", "Snake Case Long Name"),
        ("étéPrix", "Été Prix"), ("ABC", "Abc"), ("camelCASEWord", "Camel Case Word"),
        ("журналЗаписей", "Журнал Записей"), ("name_", "Name"), ("2fa", "2fa"),
        ("firstName", "First Name"), ("XMLHttpRequest", "Xml Http Request"), ("__private", "Private"),
        ("kebab-case", "Kebab Case"), ("", ""),
    ])
    func generatesYiiLabels(name: String, label: String) {
        #expect(AttributeLabel.generate(name) == label)
    }
}

/// The byte-wise path for ASCII names gives exactly what the scalar-wise path gives.
struct AttributeLabelFastPathTests {
    @Test(arguments: [
        "", "a", "A", "firstName", "FirstName", "XMLHttpRequest", "field2Name", "__private", "first_name",
        "first-name", "first.name", "passwordRepeat", "isAdmin", "ABC", "aBC", "AbC", "a1B2c3", " padded ",
        "tab\tname", "new\nline", "x\u{0B}y", "nul\u{0}end", "multi  space", "-_.", "UPPERlower", "snake_Case_X",
        "a-B.c_D", "ID", "userID", "IDs", "HTMLParser", "x\u{0C}y", "end.", "9lives",
    ])
    func matchesTheScalarwisePath(name: String) {
        #expect(AttributeLabel.generateASCII(name) == AttributeLabel.generateScalarwise(name))
    }

    @Test func matchesOnEveryPairOfInterestingBytes() {
        let bytes: [UInt8] = [0x00, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x2D, 0x2E, 0x5F, 0x31, 0x41, 0x5A, 0x61, 0x7A, 0x40, 0x7E]
        var mismatches: [String] = []
        for a in bytes {
            for b in bytes {
                for c in [0x61, 0x41, 0x20] as [UInt8] {
                    let name = String(decoding: [c, a, b, c], as: UTF8.self)
                    if AttributeLabel.generateASCII(name) != AttributeLabel.generateScalarwise(name) { mismatches.append(name) }
                }
            }
        }
        #expect(mismatches == [])
    }
}
