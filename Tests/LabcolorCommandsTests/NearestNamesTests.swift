import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct NearestNamesTests {
  @Test func textPadsNamesToTheLongestCSSName() {
    #expect(NearestNames.nameWidth == "lightgoldenrodyellow".count)
    let names = NearestNames(.srgb(SRGB(red: 0, green: 1, blue: 1)), white: .d65, count: 1)
    #expect(names.text() == "aqua, cyan" + String(repeating: " ", count: 12) + "#00ffff  ΔE00 0\n")
    let long = NearestNames(
      .srgb(SRGB(RGB8(red: 0x77, green: 0x88, blue: 0x99))), white: .d65, count: 1)
    #expect(long.text() == "lightslategray, lightslategrey  #778899  ΔE00 0\n")
  }

  /// The grays nearest #808080 include lightslategray, lightslategrey (30 characters).
  @Test func aListWithALongPairOfSynonymsIsPaddedToIt() {
    let names = NearestNames(
      .srgb(SRGB(RGB8(red: 128, green: 128, blue: 128))), white: .d65, count: 6)
    let lines = names.text().split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines.contains { $0.hasPrefix("lightslategray, lightslategrey  #") })
    for line in lines {
      #expect(line.dropFirst(32).hasPrefix("#"), "\(line)")
    }
  }

  @Test func jsonListsEveryMatch() {
    let names = NearestNames(.srgb(SRGB(red: 1, green: 0, blue: 1)), white: .d65, count: 1)
    var line = LineBuffer()
    names.appendJSON(to: &line)
    let json = String(decoding: line.bytes, as: UTF8.self)
    #expect(
      json.hasSuffix(
        ",\"nearest\":[{\"names\":[\"fuchsia\",\"magenta\"],\"hex\":\"#ff00ff\",\"deltaE2000\":0}]}"
      ))
  }
}
