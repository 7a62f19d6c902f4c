import LabColor
import Testing

@Suite struct LabOverflowTests {
  @Test(arguments: [WhitePoint.d65, .d50])
  func ordinaryColorsAndTheEndsOfTheRangeConvertFinitely(white: WhitePoint) {
    for (l, a, b) in [(50.0, 20.0, 0.0), (0, 0, 0), (100, 0, 0), (-0.0, -0.0, -0.0)] {
      #expect(Lab(l: l, a: a, b: b).convertsFinitely(white: white))
    }
  }

  /// X and Z are cubes of a*/500 and −b*/200 above κ's threshold, and linear below it: a
  /// huge positive a* or negative b* overflows, a huge negative a* or positive b* does not
  /// (X of a* = −1e154 is about −2.4e150).
  @Test func aHugeComponentOverflowsOnlyWhereItIsCubed() {
    #expect(!Lab(l: 50, a: 1e300, b: 0).convertsFinitely(white: .d65))
    #expect(!Lab(l: 50, a: 1e154, b: 0).convertsFinitely(white: .d65))
    #expect(!Lab(l: 50, a: 0, b: -1e300).convertsFinitely(white: .d65))
    #expect(Lab(l: 50, a: -1e154, b: 0).convertsFinitely(white: .d65))
    #expect(Lab(l: 50, a: 0, b: 1e154).convertsFinitely(white: .d65))
  }

  @Test func nonFiniteComponentsDoNotConvertFinitely() {
    #expect(!Lab(l: .nan, a: 0, b: 0).convertsFinitely(white: .d65))
    #expect(!Lab(l: 50, a: .infinity, b: 0).convertsFinitely(white: .d65))
    #expect(!Lab(l: 50, a: 0, b: -.infinity).convertsFinitely(white: .d50))
  }

  @Test func componentsWithin1e100ConvertFinitelyAndBeyondThemAreChecked() {
    for (a, b) in [(1e100, 0.0), (-1e100, 0.0), (0, 1e100), (0, -1e100), (1e100, -1e100)] {
      #expect(Lab(l: 100, a: a, b: b).convertsFinitely(white: .d65), "\(a) \(b)")
      #expect(Lab(l: 0, a: a, b: b).convertsFinitely(white: .d50), "\(a) \(b)")
    }
    // (1e106 / 500)³ = 8e309 overflows X.
    #expect(!Lab(l: 50, a: 1e106, b: 0).convertsFinitely(white: .d65))
  }

  @Test func aColorIsFiniteWhenEachOfItsComponentsIs() {
    #expect(Lab(l: 50, a: -1e300, b: 1e300).isFinite)
    #expect(!Lab(l: .nan, a: 0, b: 0).isFinite)
    #expect(!Lab(l: 50, a: .infinity, b: 0).isFinite)
    #expect(!Lab(l: 50, a: 0, b: -.infinity).isFinite)
    #expect(XYZ(x: 0.95, y: 1, z: 1.09).isFinite)
    #expect(!XYZ(x: 0.95, y: .infinity, z: 1.09).isFinite)
    #expect(!XYZ(x: 0.95, y: 1, z: .nan).isFinite)
    #expect(SRGB(red: -0.5, green: 2, blue: 0).isFinite)
    #expect(!SRGB(red: .nan, green: 0, blue: 0).isFinite)
    #expect(!SRGB(red: 0, green: 0, blue: .infinity).isFinite)
    #expect(RGBColor(.displayP3, red: 1, green: 0, blue: 0).isFinite)
    #expect(!RGBColor(.rec2020, red: 1, green: -.infinity, blue: 0).isFinite)
  }
}
