import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorComparisonJSONTests {
  @Test func keysInOrderWithFullPrecision() {
    let black = ParsedColor.srgb(SRGB(red: 0, green: 0, blue: 0))
    let white = ParsedColor.srgb(SRGB(red: 1, green: 1, blue: 1))
    let comparison = ColorComparison(black, white, white: .d65)
    var line = LineBuffer()
    comparison.appendJSON(to: &line)
    let json = String(decoding: line.bytes, as: UTF8.self)
    var a = LineBuffer()
    ColorValues(black, white: .d65).appendJSON(to: &a)
    #expect(json.hasPrefix("{\"a\":" + String(decoding: a.bytes, as: UTF8.self) + ",\"b\":{"))
    // Black and white: ΔE76 = ΔL* = 100, ΔC* = ΔH* = 0, ratio 21 (to rounding), every
    // level met; apca-w3 gives 106.04067321268862 and −107.88473318309848.
    #expect(json.contains(",\"deltaE76\":100,"))
    #expect(json.contains(",\"deltaL\":100,\"deltaC\":0,\"deltaH\":0,"))
    #expect(json.contains(",\"judgement\":\"more opposite than similar\","))
    #expect(json.contains(",\"aa\":true,\"aaLarge\":true,\"aaa\":true,\"aaaLarge\":true},"))
    #expect(json.contains(",\"apca\":{\"lc\":106.0406732126886"))
    #expect(json.contains(",\"reversedLc\":-107.8847331830984"))
    #expect(json.hasSuffix("}}"))
  }
}
