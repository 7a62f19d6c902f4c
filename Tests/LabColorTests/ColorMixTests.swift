import LabColor
import Testing

@Suite("ColorMix")
struct ColorMixTests {
  private static let red = ParsedColor.srgb(SRGB(red: 1, green: 0, blue: 0))
  private static let blue = ParsedColor.srgb(SRGB(red: 0, green: 0, blue: 1))

  /// A color parsed from CSS text.
  private func css(_ text: String) -> ParsedColor {
    (try? ColorParser().parse(text))
      ?? ParsedColor(.xyz(XYZ(x: .nan, y: .nan, z: .nan), white: .d65))
  }

  /// ColorAide 8.13: `Color('red').mix('blue', 0.3, space=…, out_space=…).coords()`, hues
  /// reduced to [0, 360) — `color-mix(in <space>, red, blue 30%)`.
  @Test(
    arguments: [
      (InterpolationSpace.oklab, [0.5751728701973289, 0.14766705534715271, -0.005366055571863815]),
      (.oklch, [0.5751728701973289, 0.27434262925409786, 351.6793229806505]),
      (.lab, [46.87386957699934, 77.04965910006871, 15.31476248050543]),
      (.lch, [46.87386957699934, 114.14646154893892, 11.009639873431638]),
      (.srgb, [0.7, 0.0, 0.3]),
      (.srgbLinear, [0.7, 0.0, 0.3]),
      (.xyz, [0.3428177960067218, 0.1705049987182773, 0.2986912187758125]),
      (.xyzD65, [0.3428177960067218, 0.1705049987182773, 0.2986912187758125]),
      (.xyzD50, [0.34816954880153017, 0.17393116691588129, 0.22397655206898281]),
    ] as [(InterpolationSpace, [Double?])])
  func redAndBlueMatchColorAide(space: InterpolationSpace, expected: [Double?]) {
    let mixed = coordinates(ColorMix.mix(Self.red, Self.blue, fraction: 0.3, in: space))
    #expect(matches(mixed, expected), "\(space): \(mixed)")
  }

  /// ColorAide: `Color('#986b78').mix('rebeccapurple', 0.5, space=…)`.
  @Test(
    arguments: [
      (InterpolationSpace.oklab, [0.5091250148812319, 0.07408217904636771, -0.06682211295672519]),
      (.oklch, [0.5091250148812319, 0.11014200009300545, 331.7916205863354]),
      (.lab, [41.34270961134901, 29.196994511474852, -23.692285422480793]),
      (.lch, [41.34270961134901, 40.60843870015958, 334.868270941335]),
      (.srgb, [0.4980392156862745, 0.30980392156862746, 0.5352941176470588]),
      (.srgbLinear, [0.22342851746476777, 0.09006601653424001, 0.2531837752128849]),
      (.xyz, [0.17004086928041182, 0.1301999348281106, 0.2557137739425805]),
      (.xyzD50, [0.16834372009048795, 0.12962643057896225, 0.19265310031894156]),
    ] as [(InterpolationSpace, [Double?])])
  func equalPartsMatchColorAide(space: InterpolationSpace, expected: [Double?]) {
    let first = ParsedColor.srgb(SRGB(RGB8(red: 0x98, green: 0x6B, blue: 0x78)))
    let second = ParsedColor.srgb(SRGB(RGB8(red: 0x66, green: 0x33, blue: 0x99)))
    #expect(matches(coordinates(ColorMix.mix(first, second, fraction: 0.5, in: space)), expected))
  }

  /// ColorAide, red and blue with blue's share 40%, `hue=…`.
  @Test(arguments: [
    (InterpolationSpace.oklch, HueInterpolation.shorter, 339.16113721432475),
    (.oklch, .longer, 123.16113721432474),
    (.oklch, .increasing, 123.16113721432474),
    (.oklch, .decreasing, 339.16113721432475),
    (.lch, .shorter, 1.0603009962383112),
    (.lch, .longer, 145.0603009962383),
    (.lch, .increasing, 145.0603009962383),
    (.lch, .decreasing, 1.0603009962383112),
  ])
  func hueInterpolationMatchesColorAide(
    space: InterpolationSpace, hue: HueInterpolation, expected: Double
  ) {
    let mixed = coordinates(ColorMix.mix(Self.red, Self.blue, fraction: 0.4, in: space, hue: hue))
    #expect(abs((mixed[2] ?? .nan) - expected) <= 1e-9)
    let lightness = space == .oklch ? 0.5575787056226281 : 44.40164563444182
    #expect(abs((mixed[0] ?? .nan) - lightness) <= 1e-9)
  }

  /// A gray's hue is powerless: the mix takes the other hue (ColorAide: white and blue in
  /// OkLCh, oklch(0.7260068590872117 0.15660719431724268 264.05202261637); with the longer
  /// hue, both hues being equal, the whole circle: 84.05202261636998). Two grays keep no
  /// hue.
  @Test func powerlessHuesTakeTheOtherHue() {
    let white = ParsedColor.srgb(SRGB(red: 1, green: 1, blue: 1))
    let black = ParsedColor.srgb(SRGB(red: 0, green: 0, blue: 0))
    #expect(InterpolationSpace.oklch.coordinates(of: white)[2] == nil)
    #expect(
      matches(
        coordinates(ColorMix.mix(white, Self.blue, fraction: 0.5, in: .oklch)),
        [0.7260068590872117, 0.15660719431724268, 264.05202261637]))
    #expect(
      matches(
        coordinates(ColorMix.mix(white, Self.blue, fraction: 0.5, in: .oklch, hue: .longer)),
        [0.7260068590872117, 0.15660719431724268, 84.05202261636998]))
    let grays = ColorMix.mix(white, black, fraction: 0.5, in: .oklch)
    #expect(abs((coordinates(grays)[0] ?? .nan) - 0.5) <= 1e-12 && coordinates(grays)[2] == nil)
    // A missing hue counts as 0: a gray.
    let gray = OKLab(grays.color)
    #expect(abs(gray.a) < 1e-12 && abs(gray.b) < 1e-12)
  }

  @Test func missingCoordinatesTakeTheOtherValue() {
    #expect(
      ColorMix.interpolate([nil, 0.2, nil], [0.4, nil, nil], fraction: 0.25, hueIndex: nil)
        .map { $0 } == [0.4, 0.2, nil])
    #expect(
      ColorMix.interpolate([0.5, 0.1, 350], [0.7, 0.3, 10], fraction: 0.5, hueIndex: 2) == [
        0.6, 0.2, 0,
      ])
    #expect(ColorMix.interpolate([0, 0, 0], [1, 1, 1], fraction: 0, hueIndex: nil) == [0, 0, 0])
  }

  /// ColorAide 8.13, `mix()` in the other spaces: hsl (saturation and lightness here in
  /// percent), hwb, display-p3 and rec2020 (its `rec2020`, the pure 2.4 gamma of the CSS
  /// Color 4 Editor's Draft).
  @Test func theOtherSpacesMatchColorAide() {
    let white = ParsedColor.srgb(SRGB(red: 1, green: 1, blue: 1))
    #expect(
      matches(
        coordinates(ColorMix.mix(Self.red, Self.blue, fraction: 0.5, in: .hsl)), [300, 100, 50]))
    // White's hue is powerless in HWB: blue's is taken.
    #expect(
      matches(coordinates(ColorMix.mix(white, Self.blue, fraction: 0.5, in: .hwb)), [240, 50, 0]))
    #expect(
      matches(
        coordinates(ColorMix.mix(Self.red, Self.blue, fraction: 0.3, in: .displayP3)),
        [0.642241290127616, 0.14020076541859297, 0.38486882185052274]))
    #expect(
      matches(
        coordinates(ColorMix.mix(Self.red, Self.blue, fraction: 0.3, in: .rec2020)),
        [0.6575295310817213, 0.276341349673119, 0.4127660334464781]))
  }

  /// ColorAide: components written `none` take the other color's value; missing in both,
  /// they stay missing. From another space they are carried forward to the analogous
  /// component (ColorAide with `carryforward=True`, as CSS Color 4 says).
  @Test func noneComponentsMatchColorAide() {
    #expect(
      matches(
        coordinates(
          ColorMix.mix(css("lch(50 none 30)"), css("lch(70 40 90)"), fraction: 0.5, in: .lch)),
        [60, 40, 60]))
    #expect(
      matches(
        coordinates(
          ColorMix.mix(css("lch(50 none 30)"), css("lch(70 none 90)"), fraction: 0.5, in: .lch)),
        [60, nil, 60]))
    #expect(
      matches(
        coordinates(
          ColorMix.mix(css("hsl(none 50% 50%)"), css("lch(70 40 90)"), fraction: 0.5, in: .oklch)),
        [0.6450710431152704, 0.12983406831066743, 95.07622258391075]))
    #expect(
      matches(
        coordinates(ColorMix.mix(css("oklch(0.7 0.1 none)"), Self.red, fraction: 0.5, in: .hsl)),
        [0, 73.10135113485017, 58.45574220469871]))
  }

  /// CSS Color 4's analogous sets (csswg-drafts #10210): the components of a space with no
  /// analogous component in the other form a set, and a source whose whole set is missing
  /// has the whole set of the target missing (ColorAide 8.13, `carryforward=True`:
  /// color(srgb none none none) and oklab(0.6 0.1 0.05) mix in Oklab to oklab(0.6 0.1 0.05);
  /// lab(50 none none) and lch(70 40 200) in LCh to lch(60 40 200); hsl(none none 40%) and
  /// oklab(0.6 0.1 0.05) in Oklab to a and b of 0.1 and 0.05).
  @Test func aWholeMissingAnalogousSetIsCarriedForward() {
    let target = css("oklab(0.6 0.1 0.05)")
    #expect(
      matches(
        coordinates(
          ColorMix.mix(css("color(srgb none none none)"), target, fraction: 0.5, in: .oklab)),
        [0.6, 0.1, 0.05]))
    #expect(
      matches(
        coordinates(
          ColorMix.mix(css("lab(50 none none)"), css("lch(70 40 200)"), fraction: 0.5, in: .lch)),
        [60, 40, 200]))
    let hsl = coordinates(
      ColorMix.mix(css("hsl(none none 40%)"), target, fraction: 0.5, in: .oklab))
    #expect(matches([hsl[1], hsl[2]], [0.1, 0.05]))
    // Part of a set missing carries nothing: lab(50 none 10) has a* missing but not b*.
    let part = coordinates(
      ColorMix.mix(css("lab(50 none 10)"), css("lch(70 40 200)"), fraction: 0.5, in: .lch))
    #expect(part[1] != nil && part[1] != 40)
  }

  /// ColorAide: colors with alpha mix premultiplied, and a missing alpha takes the other.
  @Test func alphaIsPremultiplied() {
    let half = ColorMix.mix(css("rgb(255 0 0 / 0.5)"), Self.blue, fraction: 0.5, in: .oklab)
    #expect(
      matches(coordinates(half), [0.5106609334234261, 0.053316372694893144, -0.1657366846748569]))
    #expect(half.alpha == 0.75)
    let weighted = ColorMix.mix(
      css("rgb(255 0 0 / 0.2)"), css("rgb(0 0 255 / 0.6)"), fraction: 0.25, in: .srgb)
    #expect(matches(coordinates(weighted), [0.5, 0, 0.5]) && abs(weighted.alpha - 0.3) < 1e-15)
    let missing = ColorMix.mix(
      css("rgb(255 0 0 / 0.5)"), css("rgb(0 0 255 / none)"), fraction: 0.5, in: .srgb)
    #expect(matches(coordinates(missing), [0.5, 0, 0.5]) && missing.alpha == 0.5)
    #expect(!missing.missingComponents.contains(.alpha))
  }

  /// CSS Color 4, 12.2 and the steps of section 12: a missing component takes the other
  /// color's value, then each color is premultiplied by its own alpha. By hand: red
  /// 0.2 × 0.25 = 0.05 and 0.2 × 1 = 0.2, half way 0.125; alpha (0.25 + 1) / 2 = 0.625;
  /// 0.125 / 0.625 = 0.2. The whole way, the second color with the first's red: 0.2.
  @Test func aMissingComponentIsFilledBeforePremultiplying() {
    let first = css("color(srgb .2 .4 .6 / 0.25)")
    let second = css("color(srgb none .4 .6 / 1)")
    let half = ColorMix.mix(first, second, fraction: 0.5, in: .srgb)
    #expect(matches(coordinates(half), [0.2, 0.4, 0.6], within: 1e-15))
    #expect(half.alpha == 0.625)
    let end = ColorMix.mix(first, second, fraction: 1, in: .srgb)
    #expect(matches(coordinates(end), [0.2, 0.4, 0.6], within: 1e-15) && end.alpha == 1)
    // Reversed, the same.
    let reversed = ColorMix.mix(second, first, fraction: 0.5, in: .srgb)
    #expect(matches(coordinates(reversed), [0.2, 0.4, 0.6], within: 1e-15))
  }

  /// CSS Color 5, 2.1: the examples of normalizing percentages.
  @Test func percentagesAreNormalizedAsCSSSays() {
    #expect(ColorMix.proportions(first: nil, second: nil)! == (0.5, 1))
    #expect(ColorMix.proportions(first: 25, second: nil)! == (0.75, 1))
    #expect(ColorMix.proportions(first: nil, second: 30)! == (0.3, 1))
    // color-mix(in lch, purple 50%, plum 50%) and (… 30%, … 70%): no scaling.
    #expect(ColorMix.proportions(first: 30, second: 70)! == (0.7, 1))
    // Sums above 100 scale down: 50% and 100% → one third and two thirds.
    let over = ColorMix.proportions(first: 50, second: 100)!
    #expect(abs(over.fraction - 2.0 / 3) < 1e-15 && over.alphaMultiplier == 1)
    // Sums below 100 scale up and make the result translucent: 20% and 60% → 0.75, alpha
    // 0.8.
    #expect(ColorMix.proportions(first: 20, second: 60)! == (0.75, 0.8))
    // Both 0%: half and half, transparent (WPT color-computed-color-mix-function.html).
    #expect(ColorMix.proportions(first: 0, second: 0)! == (0.5, 0))
    #expect(ColorMix.proportions(first: 120, second: nil) == nil)
    #expect(ColorMix.proportions(first: nil, second: -1) == nil)
  }

  /// The ends are the coordinates themselves, where a + (b − a)·t misses them: 0.2 to 0.9
  /// gave 0.8999999999999999 at 1, and a hue moved by 360 for the shorter arc came back as
  /// 29.23388027962784.
  @Test func theEndsAreTheCoordinatesThemselves() {
    let first: [Double?] = [0.2, 0.1, 29.233880279627865]
    let second: [Double?] = [0.9, 0.1, 300]
    #expect(ColorMix.interpolate(first, second, fraction: 0, hueIndex: 2) == first)
    #expect(ColorMix.interpolate(first, second, fraction: 1, hueIndex: 2) == second)
    #expect(ColorMix.interpolate(second, first, fraction: 1, hueIndex: 2) == first)
  }

  /// Coordinates whose difference is beyond the largest `Double` mix to the value between
  /// them, a·(1 − t) + b·t, where b − a overflowed and a + (b − a)·t was infinite: XYZ
  /// 1.7e308 and −1.7e308 mix half and half to 0, and a quarter of the way to 8.5e307.
  @Test func coordinatesFarApartMixToTheFiniteValueBetweenThem() {
    let first: [Double?] = [1.7e308, 0, 0]
    let second: [Double?] = [-1.7e308, 0, 0]
    #expect(ColorMix.interpolate(first, second, fraction: 0.5, hueIndex: nil) == [0, 0, 0])
    let quarter = ColorMix.interpolate(first, second, fraction: 0.25, hueIndex: nil)
    #expect(abs((quarter[0] ?? .nan) - 8.5e307) <= 8.5e307 * 1e-15)
    let xyz = ParsedColor(.xyz(XYZ(x: 1.7e308, y: 0, z: 0), white: .d65))
    let opposite = ParsedColor(.xyz(XYZ(x: -1.7e308, y: 0, z: 0), white: .d65))
    let mixed = ColorMix.mix(xyz, opposite, fraction: 0.5, in: .xyzD65)
    #expect(mixed.color == .xyz(XYZ(x: 0, y: 0, z: 0), white: .d65))
  }

  @Test func stepsAreEvenlySpacedAcrossTheStops() {
    #expect(
      ColorMix.steps(5, stopCount: 3).map { [Double($0.stop), $0.fraction] } == [
        [0, 0], [0, 0.5], [1, 0], [1, 0.5], [1, 1],
      ])
    #expect(ColorMix.steps(3, stopCount: 2).map(\.fraction) == [0, 0.5, 1])
    #expect(ColorMix.steps(1, stopCount: 4).map(\.stop) == [0])
    #expect(ColorMix.steps(0, stopCount: 4).isEmpty)
    #expect(ColorMix.steps(3, stopCount: 1).map(\.stop) == [0, 0, 0])
  }

  /// Any stop count is accepted: `Int.min` is fewer than two stops, where `stopCount − 1`
  /// overflowed; with `Int.max` stops the last position, 2^63 as a `Double`, is in the last
  /// segment, where it was converted to an `Int` it does not fit. Both trapped.
  @Test func stepsTakeEveryStopCount() {
    #expect(ColorMix.steps(2, stopCount: Int.min).map(\.stop) == [0, 0])
    let steps = ColorMix.steps(3, stopCount: Int.max)
    #expect(steps.map(\.stop) == [0, 4_611_686_018_427_387_904, Int.max - 2])
    #expect(steps.allSatisfy { (0...1).contains($0.fraction) })
  }

  /// ColorAide: `Color.steps(['red', 'green', 'blue'], steps=5, space='oklab')`.
  @Test func aThreeStopGradientMatchesColorAide() {
    let stops = [Self.red, ParsedColor.srgb(SRGB(RGB8(red: 0, green: 0x80, blue: 0))), Self.blue]
    let expected: [[Double?]] = [
      [0.6279553639214311, 0.22486306842627418, 0.125846277330585],
      [0.57385359765408, 0.04228036841242308, 0.11676107711859973],
      [0.5197518313867289, -0.14030233160142802, 0.10767587690661445],
      [0.48588277478057623, -0.0863796533861127, -0.10192614438548167],
      [0.4520137181744236, -0.032456975170797375, -0.3115281656775778],
    ]
    for ((stop, fraction), want) in zip(ColorMix.steps(5, stopCount: 3), expected) {
      let mixed = ColorMix.mix(stops[stop], stops[stop + 1], fraction: fraction, in: .oklab)
      #expect(matches(coordinates(mixed), want))
    }
  }
}
