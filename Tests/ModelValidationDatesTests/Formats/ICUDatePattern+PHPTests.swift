import Testing
@testable import ModelValidationDates

/// Yii's `FormatConverter::convertDateIcuToPhp`, by which Yii writes `timestampAttributeFormat`.
struct ICUDatePatternPHPTests {
    @Test(arguments: [
        ("yyyy-MM-dd", "Y-m-d"), ("y-M-d", "Y-n-j"), ("yy/MM/dd", "y/m/d"), ("yyyyy", "YY"), ("yyy", "yY"),
        ("MMM d, y", "M j, Y"), ("MMMM", "F"), ("MMMMM", ""), ("LLL", "M"), ("EEEE, MMMM d", "l, F j"),
        ("E EE EEE", "D D D"), ("c cc ccc cccc", "N N D l"), ("h:mm a", "g:i A"), ("hh:m:s", "h:i:s"),
        ("H:mm:ss", "G:i:s"), ("HH", "H"), ("kk:mm KK", ":i "), ("HH:mm:ss.SSS", "H:i:s."), ("u", ""),
        ("z zzzz", "T T"), ("Z", "O"), ("ZZZZ", "\\G\\M\\TP"), ("ZZZZZ", ""), ("XXX", "P, \\Z"), ("xx", "O"),
        ("x", ""), ("VV", "e"), ("O", ""), ("v", "\\G\\M\\TP"),
    ])
    func lettersBecomeYiisPHPLetters(pattern: String, php: String) {
        #expect(ICUDatePattern.phpFormat(of: pattern) == php)
    }

    @Test(arguments: [
        ("MMMM d, y 'at' h:mm a", "F j, Y \\a\\t g:i A"), ("h 'o''clock'", "g \\o\\'\\c\\l\\o\\c\\k"),
        ("''yyyy''", "\\'Y\\'"), ("'Tag' d. MMMM", "\\T\\a\\g j. F"), ("'été' y", "\\é\\t\\é Y"),
        ("'a''", "'A\\'"), ("'", "'"), ("d 'x\ny' M", "j '\nY' n"),
    ])
    func quotedTextIsEscapedAsYiiFindsIt(pattern: String, php: String) {
        #expect(ICUDatePattern.phpFormat(of: pattern) == php)
    }

    @Test func theConvertedFormatWritesWhatYiiWrites() throws {
        let berlin = try TZ("Europe/Berlin")
        func write(_ pattern: String) -> String {
            PHPDateFormat(ICUDatePattern.phpFormat(of: pattern)).format(1_379_082_195, timeZone: berlin)
        }
        #expect(write("yyyy-MM-dd HH:mm:ss.SSS z") == "2013-09-13 16:23:15. CEST")
        #expect(write("yyyy-MM-dd'T'HH:mm:ssXXX") == "2013-09-13T16:23:15+02:00, Z")
        #expect(write("d MMMM y 'à' H:m") == "13 September 2013 à 16:23")
    }
}
