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
