import LabColor
import Testing

@Suite("ColorDifference+Components")
struct ColorDifferenceComponentsTests {
  @Test func aQuarterTurnAtEqualChroma() {
    // ΔH* = 2·√(20·20)·sin 45° = 20√2.
    let (l, c, h) = ColorDifference.lightnessChromaHue(
      reference: Lab(l: 50, a: 20, b: 0), sample: Lab(l: 60, a: 0, b: 20))
    #expect(l == 10)
    #expect(isClose(c, 0, within: 1e-14))
    #expect(isClose(h, 28.284271247461902, within: 1e-13))
  }

  /// Values from the CIE 1976 definitions evaluated independently in Python (math.hypot,
  /// math.atan2, math.sin): Sharma, Wu and Dalal's pair 1 and pair 27 (as reference,
  /// sample), and #986b78 against #336699 in L*a*b* relative to D65 (ColorAide's
  /// coordinates).
  @Test(
    arguments: [
      (
        Lab(l: 50, a: 2.6772, b: -79.7751), Lab(l: 50, a: 0, b: -82.7485),
        (0.0, 2.928490103671379, -2.7262525768348596)
      ),
      (
        Lab(l: 61.2901, a: 3.7196, b: -5.3901), Lab(l: 61.4292, a: 2.2480, b: -4.9620),
        (0.1390999999999991, -1.1014673038837817, -1.065666903152666)
      ),
      (
        Lab(l: 50.15351556724475, a: 19.960735680802976, b: -0.024745553427640843),
        Lab(l: 42.00916349448235, a: -0.1459377477126822, b: -32.845133871508025),
        (-8.144352072762402, 12.88470706629056, -36.26900232328491)
      ),
    ] as [(Lab, Lab, (Double, Double, Double))])
  func matchesTheDefinitions(reference: Lab, sample: Lab, expected: (Double, Double, Double)) {
    let (l, c, h) = ColorDifference.lightnessChromaHue(reference: reference, sample: sample)
    #expect(isClose(l, expected.0, within: 1e-12))
    #expect(isClose(c, expected.1, within: 1e-12))
    #expect(isClose(h, expected.2, within: 1e-12))
    // Swapping the roles negates all three.
    let swapped = ColorDifference.lightnessChromaHue(reference: sample, sample: reference)
    #expect(isClose(swapped.lightness, -expected.0, within: 1e-12))
    #expect(isClose(swapped.chroma, -expected.1, within: 1e-12))
    #expect(isClose(swapped.hue, -expected.2, within: 1e-12))
  }

  @Test func aGrayHasNoHueDifference() {
    let (_, c, h) = ColorDifference.lightnessChromaHue(
      reference: Lab(l: 50, a: 0, b: 0), sample: Lab(l: 50, a: -30, b: 40))
    #expect(c == 50)
    #expect(h == 0)
  }

  @Test func oppositeHuesGiveTheFullHueDifference() {
    // Δh = 180°: ΔH* = 2·√(C1·C2), positive (Δh is taken in (−180°, 180°]).
    let (_, _, h) = ColorDifference.lightnessChromaHue(
      reference: Lab(l: 50, a: 10, b: 0), sample: Lab(l: 50, a: -40, b: 0))
    #expect(isClose(h, 40, within: 1e-13))
  }

  @Test func theThreeAddUpToDeltaE76() {
    var generator = SeededGenerator(seed: 1976)
    for _ in 0..<1_000 {
      func random() -> Lab {
        Lab(
          l: Double.random(in: 0...100, using: &generator),
          a: Double.random(in: -128...128, using: &generator),
          b: Double.random(in: -128...128, using: &generator))
      }
      let reference = random()
      let sample = random()
      let (l, c, h) = ColorDifference.lightnessChromaHue(reference: reference, sample: sample)
      let dl = sample.l - reference.l
      let da = sample.a - reference.a
      let db = sample.b - reference.b
      #expect(isClose(l * l + c * c + h * h, dl * dl + da * da + db * db, within: 1e-9))
    }
  }
}
