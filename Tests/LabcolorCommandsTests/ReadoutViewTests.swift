import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ReadoutViewTests {
  private func readout(_ lab: Lab, white: WhitePoint = .d65) -> [String] {
    let color = LabColor(lab, white: white)
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    return ReadoutView(color: color, state: state).lines
  }

  @Test func outOfGamutSaysSoAndShowsUnclampedSRGB() {
    let lines = readout(Lab(l: 50, a: 100, b: 0))
    #expect(lines[0] == "#ff007b  rgb(255 0 123)    outside sRGB and P3")
    #expect(lines[5] == "sRGB     1.0076 -0.2828  0.4828")
  }

  /// lab(70 -80 60) is outside sRGB (red −0.66) but inside Display P3 (0.2439, 0.777,
  /// 0.2833 by CSS Color 4's XYZ → P3 matrix), computed independently.
  @Test func outsideSRGBButInsideDisplayP3() {
    #expect(readout(Lab(l: 70, a: -80, b: 60))[0].hasSuffix("  outside sRGB, in P3"))
  }

  /// A value too wide for its column loses decimal places rather than pushing the rest of
  /// the row along: a* of −1234.56 is eight characters with its two places, one more than
  /// the column holds after its space, so it is shown with one, and the white stays where
  /// it is on every line.
  @Test func aWideNumberLosesPlacesAndKeepsItsColumn() {
    let lines = readout(Lab(l: 50, a: -1234.56, b: 0))
    #expect(lines[1] == "L*a*b*    50.00 -1234.6    0.00  D65")
    // C* is |a*| and h is 180° for a negative a* and a b* of 0.
    #expect(lines[2] == "LCh       50.00 1234.56  180.00")
    #expect(readout(Lab(l: 50, a: 999_999, b: 0))[1] == "L*a*b*    50.00  999999    0.00  D65")
  }

  /// A typed a* of −1.5 × 10¹⁰ is shown with an exponent in the 7 characters of its column,
  /// and so are the values computed from it: every numeric line is 31 characters (the
  /// label's 7, and 8 for each of three numbers), as it is for any color.
  @Test func aHugeNumberIsShownWithAnExponentInItsColumn() {
    let lines = readout(Lab(l: 50, a: -1.5e10, b: 0))
    #expect(lines[1] == "L*a*b*    50.00 -1.5e10    0.00  D65")
    #expect(lines[2] == "LCh       50.00 1.50e10  180.00")
    #expect(lines[2...5].allSatisfy { $0.count == 31 })
  }

  /// L*a*b* 50 1e44 −1e44, a C* of √2 × 10⁴⁴ (1.41e44), just short of where CIEDE2000
  /// overflows, at h 315°: by CIE's L*a*b* to XYZ, X = 0.9505 × (1e44 / 500)³ = 7.6e123 and
  /// Z = 1.0888 × (1e44 / 200)³ = 1.4e125, Y = (66 / 116)³ = 0.1842. In the explorer's
  /// window every column and the white stand where they stand for L*a*b* 50 20 0.
  @Test func everyColumnKeepsItsPlaceForTheLargestValues() {
    let harness = ExplorerHarness(from: Lab(l: 50, a: 1e44, b: -1e44))
    let readout = harness.layout.readout
    func line(_ number: Int) -> String {
      var text = String(harness.row(readout.row + number).dropFirst(readout.column))
      while text.last == " " { text.removeLast() }
      return text
    }
    #expect(line(1) == "L*a*b*    50.00 1.00e44 -1.0e44  D65")
    #expect(line(2) == "LCh       50.00 1.41e44  315.00")
    #expect(line(4) == "XYZ     7.6e123  0.1842 1.4e125")
    #expect((2...5).allSatisfy { line($0).count == 31 })
  }

  @Test func theWhiteIsNamed() {
    #expect(readout(Lab(l: 50, a: 0, b: 0), white: .d50)[1].hasSuffix("D50"))
  }

  /// A gray has no hue: both hues are `none`, as convert writes them, not the angle that
  /// rounding noise in its a and b happens to point at (OKLab's a of #808080 is about
  /// −1e−16, whose angle is 180°). #808080 is oklch(0.59987 0 none) (CSS Color 4 sample
  /// conversions).
  @Test func aGrayHasNoHue() {
    let lines = readout(Lab(SRGB(RGB8(red: 0x80, green: 0x80, blue: 0x80)), white: .d65))
    #expect(lines[2] == "LCh       53.59    0.00    none")  // L* 53.585
    #expect(lines[3] == "OKLCh    0.5999  0.0000    none")
  }

  /// A hue that rounds to 360.00 is shown as 0.00, as convert writes one that rounds to 360:
  /// L*a*b* 50 20 −0.001 has h = 360 − atan(0.001 / 20) = 359.99713°.
  @Test func aHueThatRoundsTo360IsShownAs0() {
    #expect(readout(Lab(l: 50, a: 20, b: -0.001))[2] == "LCh       50.00   20.00    0.00")
    #expect(readout(Lab(l: 50, a: 20, b: -0.01))[2] == "LCh       50.00   20.00  359.97")
  }

  /// The gamut stays in its column whatever the width of `rgb()`: black's `rgb(0 0 0)` and
  /// white's `rgb(255 255 255)` put it at the same place, where it moved by six as a slider
  /// went from one to the other.
  @Test func theGamutKeepsItsColumn() {
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    let black = ReadoutView(color: LabColor(l: 0, a: 0, b: 0), state: state).lines[0]
    let white = ReadoutView(color: LabColor(l: 100, a: 0, b: 0), state: state).lines[0]
    #expect(black == "#000000  rgb(0 0 0)        in sRGB")
    #expect(white == "#ffffff  rgb(255 255 255)  in sRGB")
  }

  @Test func oklchOfHex336699() {
    // #336699 is lab(42.01 -0.15 -32.85) in D65; its OKLCh, from the CSS Color 4 sample
    // conversions, is 0.4993 0.0987 250.43.
    let color = LabColor(Lab(SRGB(RGB8(red: 0x33, green: 0x66, blue: 0x99)), white: .d65))
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    let lines = ReadoutView(color: color, state: state).lines
    #expect(lines[3] == "OKLCh    0.4993  0.0987  250.43")
    #expect(lines[0] == "#336699  rgb(51 102 153)   in sRGB")
  }

  /// After **g**, hex and `rgb()` are the CSS-mapped color the swatch shows and Enter
  /// prints, not the model's clipped hex. Display P3 red maps into sRGB as (100 %, 4.457 %,
  /// 4.5932 %) (color.js test/gamut.js, "P3 primaries to sRGB, CSS algorithm"): 255, 11, 12.
  @Test func afterGTheEightBitColorIsTheCSSMappedOne() {
    let p3Red = XYZ(RGBColor(.displayP3, red: 1, green: 0, blue: 0), white: .d65)
    let color = LabColor(Lab(p3Red, white: .d65), white: .d65)
    let state = ExplorerState(size: TerminalSize(columns: 80, rows: 24))
    let view = ReadoutView(color: color, state: state)
    #expect(view.lines[0] == "#ff0000  rgb(255 0 0)      outside sRGB, in P3")
    state.gamutMapping = .css
    #expect(view.lines[0] == "#ff0b0c  rgb(255 11 12)    outside sRGB, in P3")
    #expect(view.needsDisplay)
  }
}
