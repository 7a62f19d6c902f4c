import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct ColorComparisonTests {
  private let first = ParsedColor.lab(Lab(l: 50, a: 20, b: 0), white: .d65)
  private let second = ParsedColor.lab(Lab(l: 60, a: -10, b: 30), white: .d65)

  /// ColorAide 8.13 on `Color('lab-d65', [50, 20, 0])` and `[60, -10, 30]`; ΔL*, ΔC*, ΔH*
  /// from the CIE 1976 definitions in Python: 10, 11.622776601683793, 40.803321728351385
  /// (2·√(C1·C2)·sin(Δh/2), the hue turning 108.43° counterclockwise).
  @Test func valuesMatchColorAide() {
    let comparison = ColorComparison(first, second, white: .d65)
    #expect(abs(comparison.deltaE76 - 43.58898943540674) <= 1e-12)
    #expect(abs(comparison.deltaE94 - 33.504853882021) <= 1e-9)
    #expect(abs(comparison.deltaE2000 - 36.628901778665586) <= 1e-9)
    #expect(abs(comparison.deltaEOK - 0.13643024485049557) <= 1e-9)
    #expect(comparison.lightnessChromaHue.lightness == 10)
    #expect(abs(comparison.lightnessChromaHue.chroma - 11.622776601683793) <= 1e-12)
    #expect(abs(comparison.lightnessChromaHue.hue - 40.803321728351385) <= 1e-12)
    #expect(comparison.perceivedDifference == .moreSimilarThanOpposite)
    #expect(comparison.isFinite)
  }

  @Test func eachMetricReadsItsValue() {
    let comparison = ColorComparison(first, second, white: .d65)
    #expect(
      ColorComparison.Metric.allCases.map { comparison.value(of: $0) } == [
        comparison.deltaE76, comparison.deltaE94, comparison.deltaE2000, comparison.deltaEOK,
        comparison.contrastRatio, comparison.lightnessContrast,
      ])
    #expect(ColorComparison.Metric.allValueStrings == ["76", "94", "2000", "ok", "wcag", "apca"])
  }

  @Test func theContrastsTakeAAsTheText() {
    let gray = ParsedColor.srgb(SRGB(RGB8(red: 0x88, green: 0x88, blue: 0x88)))
    let white = ParsedColor.srgb(SRGB(red: 1, green: 1, blue: 1))
    let comparison = ColorComparison(gray, white, white: .d65)
    // apca-w3's test values: #888 on #fff 63.056…, #fff on #888 −68.541…
    #expect(abs(comparison.lightnessContrast - 63.056469930209424) <= 1e-9)
    #expect(abs(comparison.reversedLightnessContrast - -68.54146436644962) <= 1e-9)
    #expect(abs(comparison.contrastRatio - 3.5448862152994005) <= 1e-12)
  }

  @Test func anOverflowingColorIsNotFinite() {
    let huge = ParsedColor.lab(Lab(l: 50, a: 1e308, b: 0), white: .d65)
    #expect(!ColorComparison(first, huge, white: .d65).isFinite)
  }
}
