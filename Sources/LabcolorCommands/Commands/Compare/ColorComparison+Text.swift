import LabColor

extension ColorComparison {
  /// The decimal places of the text's numbers (`--format json` has them in full).
  static let fractionDigits = 4

  /// The text `labcolor compare` prints, ending with a newline:
  ///
  ///     A            #986b78  L*a*b* (D65)  50.1535 19.9607 -0.0247
  ///     B            #336699  L*a*b* (D65)  42.0092 -0.1459 -32.8451
  ///     ΔE76         39.3419
  ///     ΔE94         29.8576  graphic arts, A as the reference
  ///     CIEDE2000    30.173   more similar than opposite
  ///     ΔEOK         0.1534
  ///     ΔL* ΔC* ΔH*  -8.1444 12.8847 -36.269  B minus A
  ///     WCAG 2       1.34:1   AA fail, AA large text fail, AAA fail, AAA large text fail
  ///     APCA Lc      -7.8755  A as text on B: light text on a dark background (B on A: 7.0…)
  ///
  /// Numbers are rounded to four decimal places; the WCAG ratio is rounded down to two, so
  /// it never shows a ratio a failing pair did not reach. An out-of-gamut color says so after
  /// its coordinates. With `swatches`, a first line shows A and B side by side.
  func text(swatches: (Swatch, Swatch)? = nil) -> String {
    func number(_ value: Double) -> String {
      NumberFormat.string(value, fractionDigits: Self.fractionDigits)
    }
    func color(_ values: ColorValues) -> String {
      let lab = values.lab
      let coordinates = [lab.l, lab.a, lab.b].map(number).joined(separator: " ")
      let gamut = values.inGamut ? "" : "  (out of sRGB gamut; hex clipped)"
      return "\(values.hex)  L*a*b* (\(values.white))  \(coordinates)\(gamut)"
    }
    let (dl, dc, dh) = lightnessChromaHue
    let rows: [(String, String, String)] = [
      ("A", color(first), ""),
      ("B", color(second), ""),
      ("ΔE76", number(deltaE76), ""),
      ("ΔE94", number(deltaE94), "graphic arts, A as the reference"),
      ("CIEDE2000", number(deltaE2000), perceivedDifference.description),
      ("ΔEOK", number(deltaEOK), ""),
      ("ΔL* ΔC* ΔH*", [dl, dc, dh].map(number).joined(separator: " "), "B minus A"),
      ("WCAG 2", ratioText, levelsText),
      ("APCA Lc", number(lightnessContrast), polarityText),
    ]
    let labelWidth = rows.map(\.0.count).max() ?? 0
    let valueWidth = rows.dropFirst(2).map(\.1.count).max() ?? 0
    var text = ""
    if let (a, b) = swatches {
      text += String(repeating: " ", count: labelWidth + 2) + a.text + b.text + "\n"
    }
    for (label, value, note) in rows {
      var line = label.padded(toWidth: labelWidth + 2) + value
      if !note.isEmpty { line = line.padded(toWidth: labelWidth + 2 + valueWidth + 2) + note }
      text += line + "\n"
    }
    return text
  }

  /// `4.54:1`: the ratio rounded down to two decimals.
  private var ratioText: String {
    let hundredths = contrastRatio.isFinite ? Double(Int(contrastRatio * 100)) / 100 : .nan
    return NumberFormat.string(hundredths, fractionDigits: 2) + ":1"
  }

  /// `AA pass, AA large text pass, AAA fail, AAA large text pass`.
  private var levelsText: String {
    WCAGContrast.Level.allCases.map { level in
      let name: String
      switch level {
      case .aaNormalText: name = "AA"
      case .aaLargeText: name = "AA large text"
      case .aaaNormalText: name = "AAA"
      case .aaaLargeText: name = "AAA large text"
      }
      return name + (level.isMet(by: contrastRatio) ? " pass" : " fail")
    }.joined(separator: ", ")
  }

  /// What the sign of Lc means, and the Lc of the other order.
  private var polarityText: String {
    let polarity: String
    if lightnessContrast > 0 {
      polarity = "dark text on a light background"
    } else if lightnessContrast < 0 {
      polarity = "light text on a dark background"
    } else {
      polarity = "too little contrast to measure"
    }
    let reversed = NumberFormat.string(
      reversedLightnessContrast, fractionDigits: Self.fractionDigits)
    return "A as text on B: \(polarity) (B on A: \(reversed))"
  }
}
