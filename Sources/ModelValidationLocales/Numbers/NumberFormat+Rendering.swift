extension NumberFormat {
    /// Formats an integer in a style.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - style: `.decimal` (default), `.integer` or `.percent`.
    ///   - appliesMinimumGrouping: Whether to honour CLDR's minimum grouping digits (`1000`
    ///     but `10 000` in Polish); ICU's MessageFormat does not.
    /// - Returns: The digits with the locale's symbols: `1.000` in German, `١٬٠٠٠` in Arabic.
    package func format(_ value: Int, style: Style = .decimal, appliesMinimumGrouping: Bool = false) -> String {
        format(DecimalNumber(value), style: style, appliesMinimumGrouping: appliesMinimumGrouping)
    }

    /// Formats a double in a style: rounded half to even to three fraction digits (decimal) or
    /// none (integer, percent after multiplying by 100); infinities as `∞` with the sign, NaN
    /// as the locale's symbol.
    ///
    /// - Parameters:
    ///   - value: The number.
    ///   - style: `.decimal` (default), `.integer` or `.percent`.
    ///   - appliesMinimumGrouping: Whether to honour CLDR's minimum grouping digits.
    /// - Returns: The formatted number: `2,5` in German for 2.5, `1` for 1.0.
    package func format(_ value: Double, style: Style = .decimal, appliesMinimumGrouping: Bool = false) -> String {
        guard let number = DecimalNumber(value) else {
            if value.isNaN { return notANumber }
            let sign = value < 0 ? minusSign : ""
            return style == .percent ? sign + percentPrefix + "∞" + percentSuffix : sign + "∞"
        }
        return format(number, style: style, appliesMinimumGrouping: appliesMinimumGrouping)
    }

    /// The number as the style shows it before symbols are applied: rounded to three fraction
    /// digits (decimal), to an integer (integer), or times 100 and to an integer (percent).
    /// Plural rules are applied to this value, as ICU does.
    package static func displayed(_ number: DecimalNumber, style: Style) -> DecimalNumber {
        switch style {
        case .decimal: return number.rounded(fractionDigits: 3)
        case .integer: return number.rounded(fractionDigits: 0)
        case .percent: return number.scaled(byPowerOfTen: 2).rounded(fractionDigits: 0)
        }
    }

    /// Formats a decimal number in a style (rounding it as ``displayed(_:style:)`` does).
    package func format(_ number: DecimalNumber, style: Style = .decimal, appliesMinimumGrouping: Bool = false) -> String {
        let shown = NumberFormat.displayed(number, style: style)
        var text = ""
        if shown.isNegative { text += minusSign }
        if style == .percent { text += percentPrefix }
        appendDigits(of: shown, to: &text, appliesMinimumGrouping: appliesMinimumGrouping)
        if style == .percent { text += percentSuffix }
        return text
    }

    /// Writes the integer part with grouping, then the fraction.
    private func appendDigits(of number: DecimalNumber, to text: inout String, appliesMinimumGrouping: Bool) {
        let integerCount = max(number.integerDigitCount, 1)
        var groups = primaryGroupingSize > 0 && integerCount > primaryGroupingSize
        if groups && appliesMinimumGrouping && integerCount < primaryGroupingSize + minimumGroupingDigits { groups = false }
        for position in stride(from: integerCount - 1, through: 0, by: -1) {
            appendDigit(number.digit(at: position), to: &text)
            if groups && position > 0 && isGroupBoundary(position) { text += groupingSeparator }
        }
        let fractionCount = number.fractionDigitCount
        if fractionCount > 0 {
            text += decimalSeparator
            number.forEachDigit(from: -1, through: -fractionCount) { appendDigit($0, to: &text) }
        }
    }

    /// Whether a separator follows the digit at `position` (counted from the units, 0-based).
    private func isGroupBoundary(_ position: Int) -> Bool {
        if position == primaryGroupingSize { return true }
        guard position > primaryGroupingSize, secondaryGroupingSize > 0 else { return false }
        return (position - primaryGroupingSize) % secondaryGroupingSize == 0
    }

    private func appendDigit(_ digit: UInt8, to text: inout String) {
        if digits == .latin {
            text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + digit))
        } else if let scalar = Unicode.Scalar(digits.zero + UInt32(digit)) {
            text.unicodeScalars.append(scalar)
        }
    }
}
