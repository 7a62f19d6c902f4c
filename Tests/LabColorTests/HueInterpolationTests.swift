import LabColor
import Testing

@Suite("HueInterpolation")
struct HueInterpolationTests {
  /// CSS Color 4, 12.4: the arcs each method takes between 30° and 310° (and back).
  @Test func eachMethodChoosesItsArc() {
    #expect(HueInterpolation.shorter.adjusted(30, 310) == (390, 310))
    #expect(HueInterpolation.shorter.adjusted(310, 30) == (310, 390))
    #expect(HueInterpolation.shorter.adjusted(30, 60) == (30, 60))
    #expect(HueInterpolation.longer.adjusted(30, 60) == (390, 60))
    #expect(HueInterpolation.longer.adjusted(60, 30) == (60, 390))
    #expect(HueInterpolation.longer.adjusted(30, 310) == (30, 310))
    #expect(HueInterpolation.longer.adjusted(40, 40) == (40, 400))
    #expect(HueInterpolation.increasing.adjusted(310, 30) == (310, 390))
    #expect(HueInterpolation.increasing.adjusted(30, 310) == (30, 310))
    #expect(HueInterpolation.decreasing.adjusted(30, 310) == (390, 310))
    #expect(HueInterpolation.decreasing.adjusted(310, 30) == (310, 30))
  }

  @Test func huesAreReducedFirst() {
    #expect(HueInterpolation.shorter.adjusted(-30, 720) == (330, 360))
    #expect(
      HueInterpolation.allCases.map(\.rawValue) == [
        "shorter", "longer", "increasing", "decreasing",
      ])
  }
}
