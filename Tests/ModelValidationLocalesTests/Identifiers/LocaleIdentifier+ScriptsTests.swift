import Testing
@testable import ModelValidationLocales

/// The script a tag's text is written in, for the languages whose script a tag can change.
struct LocaleIdentifierScriptsTests {
    @Test(arguments: [
        ("zh", "Hans"), ("zh-TW", "Hant"), ("zh-HK", "Hant"), ("zh-MO", "Hant"), ("zh-SG", "Hans"),
        ("zh-Hant-CN", "Hant"), ("sr", "Cyrl"), ("sr-ME", "Latn"), ("uz", "Latn"), ("uz-CY", "Cyrl"),
        ("uz-Cyrl", "Cyrl"), ("uz-AF", "Arab"),
    ])
    func writtenScript(tag: String, script: String) throws {
        #expect(try #require(LocaleIdentifier(tag)).writtenScript == script)
    }

    @Test func otherLanguagesHaveNoWrittenScript() throws {
        #expect(try #require(LocaleIdentifier("de-AT")).writtenScript == nil)
        #expect(try #require(LocaleIdentifier("ru-Latn")).writtenScript == nil)
    }

    /// Each language's default script and regional forms agree with its own entries.
    @Test func theScriptTableIsConsistent() throws {
        #expect(LocaleIdentifier.scriptsByLanguage.count == 24)
        for (language, scripts) in LocaleIdentifier.scriptsByLanguage {
            #expect(LocaleIdentifier(language)?.description == language)
            #expect(!scripts.regionScripts.values.contains(scripts.defaultScript), "\(language)")
            #expect(scripts.regionalForms[scripts.defaultScript] == nil, "\(language)")
            for (script, regions) in scripts.regionalForms {
                for region in regions { #expect(scripts.regionScripts[region] == script, "\(language)-\(region)") }
            }
        }
    }

    /// An explicit script wins; then the region's likely script; then the language's.
    @Test(arguments: [
        ("az-IR", "Arab"), ("az-Cyrl-IR", "Cyrl"), ("kk-CN", "Arab"), ("mn-CN", "Mong"), ("mn", "Cyrl"), ("yue", "Hant"),
        ("yue-CN", "Hans"), ("sd-IN", "Deva"), ("pa-PK", "Arab"), ("sr-RS", "Cyrl"), ("sr-Latn-RS", "Latn"), ("hi-IN", "Deva"),
    ])
    func moreScripts(tag: String, script: String) throws {
        #expect(try #require(LocaleIdentifier(tag)).writtenScript == script)
    }

    @Test func theScriptOfOneLanguage() {
        let serbian = LanguageScripts("Cyrl", regions: ["ME": "Latn"])
        #expect(serbian.script(explicit: nil, region: nil) == "Cyrl")
        #expect(serbian.script(explicit: nil, region: "ME") == "Latn")
        #expect(serbian.script(explicit: nil, region: "RS") == "Cyrl")
        #expect(serbian.script(explicit: "Cyrl", region: "ME") == "Cyrl")
    }
}
