import Testing
import ModelValidation

/// THIRD_PARTY_NOTICES.md carries the licenses of the material taken from Yii and CLDR, names
/// every file that holds such material, and the credits point to it.
struct ThirdPartyNoticesTests {
    static func notices() throws -> String {
        try DocumentationTests.text("THIRD_PARTY_NOTICES.md")
    }

    @Test func reproducesBothLicensesInFull() throws {
        let text = try Self.notices()
        // Yii's BSD-3-Clause text: the notice, the three conditions and the disclaimer.
        for line in [
            "Copyright © 2008 by Yii Software LLC (http://www.yiisoft.com)",
            " * Redistributions of source code must retain the above copyright",
            " * Redistributions in binary form must reproduce the above copyright",
            " * Neither the name of Yii Software LLC nor the names of its",
            "THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS",
            "POSSIBILITY OF SUCH DAMAGE.",
        ] {
            #expect(text.contains(line + "\n"), "missing from the Yii license: \(line)")
        }
        // The Unicode license: the title, the notice, the condition and the last sentence.
        for line in [
            "UNICODE, INC. LICENSE AGREEMENT - DATA FILES AND SOFTWARE",
            "Copyright © 1991-2022 Unicode, Inc. All rights reserved.",
            "or Software are furnished to do so, provided that either",
            "(a) this copyright and permission notice appear with all copies",
            "written authorization of the copyright holder.",
        ] {
            #expect(text.contains(line + "\n"), "missing from the Unicode license: \(line)")
        }
        #expect(text.split(separator: "\n").filter { $0 == "```text" }.count == 2)
    }

    @Test func theCreditsLinkToIt() throws {
        #expect(try DocumentationTests.text("README.md").contains("[THIRD_PARTY_NOTICES.md](THIRD_PARTY_NOTICES.md)"))
        #expect(try DocumentationTests.text("Docs/Messages.md").contains("[THIRD_PARTY_NOTICES.md](../THIRD_PARTY_NOTICES.md)"))
    }

    /// Every source or test file whose header says it holds Yii's or CLDR's material.
    static func creditedFiles(in folder: String) throws -> [String] {
        var found: [String] = []
        for name in try Fixture.files(in: "../../../" + folder) where name != "Fixtures" {
            let path = folder + "/" + name
            if name.hasSuffix(".swift") {
                let header = try DocumentationTests.text(path).prefix(400)
                if header.contains("yiisoft/yii2") || header.contains("CLDR 42") { found.append(path) }
            } else if !name.contains(".") {
                found += try creditedFiles(in: path)
            }
        }
        return found
    }

    @Test func namesEveryFileWithSuchMaterial() throws {
        let text = try Self.notices()
        let files = try Self.creditedFiles(in: "Sources") + Self.creditedFiles(in: "Tests")
        #expect(files.count > 60)
        for path in files {
            let name = String(path[path.index(after: path.lastIndex(of: "/")!)...])
            let folder = String(path[..<path.lastIndex(of: "/")!])
            let family = name.split(separator: "+").first.map { $0 + "+*.swift" } ?? ""
            let named = text.contains(name) || text.contains("`\(folder)/`") || (name.contains("+") && text.contains(family))
            #expect(named, "THIRD_PARTY_NOTICES.md does not name \(path)")
        }
    }
}
