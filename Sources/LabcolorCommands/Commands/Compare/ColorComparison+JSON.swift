import LabColor

extension ColorComparison {
  /// Appends the one-line JSON object of the comparison (without a newline):
  ///
  ///     {"a":{…},"b":{…},"deltaE76":…,"deltaE94":…,"deltaE2000":…,"deltaEOK":…,
  ///      "deltaL":…,"deltaC":…,"deltaH":…,"judgement":"more similar than opposite",
  ///      "wcag":{"ratio":…,"aa":false,"aaLarge":false,"aaa":false,"aaaLarge":false},
  ///      "apca":{"lc":…,"reversedLc":…}}
  ///
  /// `a` and `b` are the colors' objects as `convert --to json` writes them; `deltaL`,
  /// `deltaC` and `deltaH` are B minus A; `apca.lc` is A as text on B and `reversedLc` B on
  /// A. Numbers have full precision (`NumberFormat`), `null` if not finite.
  func appendJSON(to line: inout LineBuffer) {
    line.append(ascii: "{\"a\":")
    first.appendJSON(to: &line)
    line.append(ascii: ",\"b\":")
    second.appendJSON(to: &line)
    line.append(ascii: ",\"deltaE76\":")
    line.append(jsonNumber: deltaE76)
    line.append(ascii: ",\"deltaE94\":")
    line.append(jsonNumber: deltaE94)
    line.append(ascii: ",\"deltaE2000\":")
    line.append(jsonNumber: deltaE2000)
    line.append(ascii: ",\"deltaEOK\":")
    line.append(jsonNumber: deltaEOK)
    line.append(ascii: ",\"deltaL\":")
    line.append(jsonNumber: lightnessChromaHue.lightness)
    line.append(ascii: ",\"deltaC\":")
    line.append(jsonNumber: lightnessChromaHue.chroma)
    line.append(ascii: ",\"deltaH\":")
    line.append(jsonNumber: lightnessChromaHue.hue)
    line.append(ascii: ",\"judgement\":")
    line.append(jsonString: perceivedDifference.description)
    line.append(ascii: ",\"wcag\":{\"ratio\":")
    line.append(jsonNumber: contrastRatio)
    for (level, key) in zip(WCAGContrast.Level.allCases, ["aa", "aaLarge", "aaa", "aaaLarge"]) {
      line.append(ascii: ",\"")
      line.append(key)
      line.append(ascii: "\":")
      line.append(ascii: level.isMet(by: contrastRatio) ? "true" : "false")
    }
    line.append(ascii: "},\"apca\":{\"lc\":")
    line.append(jsonNumber: lightnessContrast)
    line.append(ascii: ",\"reversedLc\":")
    line.append(jsonNumber: reversedLightnessContrast)
    line.append(ascii: "}}")
  }
}
