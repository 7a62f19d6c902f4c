import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorTableTests {
  @Test func columnsAlignAroundNegativeAndLongNumbers() {
    let values = ColorValues(.lab(Lab(l: 5.5, a: -100, b: 0.25), white: .d65), white: .d65)
    let lines = ColorTable.text(values).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("L*a*b* (D65)  5.5 ") == true)
    #expect(lines.last == "")  // ends with a newline
    // In every three-number row the values start at the same columns: 14, after the
    // labels and two spaces, then after the widest value of each column and two spaces.
    let starts = lines.prefix(4).map { line in
      let characters = Array(line)
      return characters.indices.filter {
        $0 >= 14 && characters[$0] != " " && characters[$0 - 1] == " "
      }
    }
    #expect(starts.count == 4)
    #expect(starts.allSatisfy { $0 == starts[0] && $0.count == 3 && $0[0] == 14 }, "\(lines)")
    let firstColumn = lines.prefix(4).map { $0.dropFirst(14).prefix { $0 != " " }.count }
    #expect(starts[0][1] == 14 + firstColumn.max()! + 2)
    for line in lines { #expect(!line.hasSuffix(" "), "\(line)") }
  }

  @Test func numbersAreRoundedToFourPlaces() {
    let values = ColorValues(.lab(Lab(l: 50, a: 20, b: 0), white: .d65), white: .d65)
    #expect(ColorTable.text(values).contains("\nXYZ           0.2146  0.1842  0.2006\n"))
  }

  @Test func theWhiteIsNamedAndOutOfGamutSaysSo() {
    let values = ColorValues(.lab(Lab(l: 50, a: 120, b: 0), white: .d50), white: .d50)
    let text = ColorTable.text(values)
    #expect(text.hasPrefix("L*a*b* (D50)  50 "))
    #expect(text.hasSuffix("\nin gamut      no (RGB and hex are clipped)\n"))
  }

  @Test func theSwatchFollowsTheHex() throws {
    let values = ColorValues(.srgb(SRGB(RGB8(red: 1, green: 2, blue: 3))), white: .d65)
    let swatch = try #require(Swatch(RGB8(red: 1, green: 2, blue: 3), depth: .trueColor))
    #expect(
      ColorTable.text(values, swatch: swatch).contains("\nhex           #010203  \(swatch.text)\n"))
    #expect(ColorTable.text(values).contains("\nhex           #010203\n"))
  }
}
