import LabColor
import Testing

@Suite("ColorFormatter")
struct ColorFormatterTests {
  func text(
    _ css: String, as notation: ColorNotation, precision: Int? = nil,
    gamutMapping: GamutMapping? = nil
  ) throws -> String {
    let color = try ColorParser().parse(css)
    return try ColorFormatter.string(
      color, as: notation, precision: precision, gamutMapping: gamutMapping)
  }

  // MARK: - The same notation: WPT's serializations

  @Test(
    arguments: [
      // css/css-color/parsing/color-valid-lab.html
      ("lab(20 0 10/0.5)", ColorNotation.lab, "lab(20 0 10 / 0.5)"),
      ("lab(0 0 0 / 1)", .lab, "lab(0 0 0)"),
      ("lab(400 0 10/50%)", .lab, "lab(100 0 10 / 0.5)"),
      ("lab(50 -160 160)", .lab, "lab(50 -160 160)"),
      ("lab(0 0 0 / -10%)", .lab, "lab(0 0 0 / 0)"),
      ("lch(20 50 20deg/0.5)", .lch, "lch(20 50 20 / 0.5)"),
      ("lch(10 20 380deg)", .lch, "lch(10 20 20)"),
      ("lch(100 230 0deg / 0.5)", .lch, "lch(100 230 0 / 0.5)"),
      ("oklab(0.2 0 0.1/0.5)", .oklab, "oklab(0.2 0 0.1 / 0.5)"),
      ("oklab(0.5 -2 2)", .oklab, "oklab(0.5 -2 2)"),
      ("oklch(0.2 0.5 20deg/0.5)", .oklch, "oklch(0.2 0.5 20 / 0.5)"),
      ("oklch(0.1 0.2 -700deg)", .oklch, "oklch(0.1 0.2 20)"),
      ("oklch(1 2.3 0deg / 0.5)", .oklch, "oklch(1 2.3 0 / 0.5)"),
      // css/css-color/parsing/color-valid-color-function.html
      ("color(srgb 10% 10% 10%)", .srgb, "color(srgb 0.1 0.1 0.1)"),
      ("color(display-p3 .2 .2 25%)", .displayP3, "color(display-p3 0.2 0.2 0.25)"),
      ("color(a98-rgb 0% 0 0 / 0.5)", .a98RGB, "color(a98-rgb 0 0 0 / 0.5)"),
      ("color(rec2020 400% 0 10/50%)", .rec2020, "color(rec2020 4 0 10 / 0.5)"),
      ("color(prophoto-rgb 50% -200 200)", .prophotoRGB, "color(prophoto-rgb 0.5 -200 200)"),
      ("color(srgb-linear 0 0 0 / 110%)", .srgbLinear, "color(srgb-linear 0 0 0)"),
      ("color(xyz .20 0 10/50%)", .xyzD65, "color(xyz-d65 0.2 0 10 / 0.5)"),
      ("color(xyz-d50 -1 -1 -1)", .xyzD50, "color(xyz-d50 -1 -1 -1)"),
      // The 8-bit notations: css/css-color/parsing/color-valid-rgb.html.
      ("rgb(-2 3 4)", .rgb, "rgb(0 3 4)"),
      ("rgba(1, 2, 3, 0.5)", .rgb, "rgb(1 2 3 / 0.5)"),
      ("#336699", .hex, "#336699"),
      ("#33669980", .hex, "#33669980"),
      ("hsl(120 30% 50% / 0.5)", .hsl, "hsl(120 30% 50% / 0.5)"),
      ("hwb(120 30% 50%)", .hwb, "hwb(120 30% 50%)"),
    ])
  func aNotationWritesBackAsCSSSerializesIt(css: String, notation: ColorNotation, expected: String)
    throws
  {
    let eightBit = notation == .hex || notation == .rgb
    #expect(try text(css, as: notation, gamutMapping: eightBit ? .clip : nil) == expected)
  }

  @Test func wptRadiansRoundToTheirSerialization() throws {
    // color-valid-lab.html: lch(10 20 1.28rad) → lch(10 20 73.3386).
    #expect(try text("lch(10 20 1.28rad)", as: .lch, precision: 6) == "lch(10 20 73.3386)")
    #expect(
      try text("oklch(0.1 0.2 1.28rad)", as: .oklch, precision: 6) == "oklch(0.1 0.2 73.3386)")
  }

  // MARK: - Every notation from one color: ColorAide's text

  /// ColorAide 8.13.1, `Color("oklch(0.6 0.1 30 / 0.5)").convert(space)
  /// .to_string(precision: 5, fit: False)`, in labcolor's spelling (`%`
  /// after HSL and HWB percentages). Its precision is N significant digits but at most N
  /// decimal places, as `NumberFormat.string(_:precision:)` rounds.
  static let colorAideFiveDigits: [(ColorNotation, String)] = [
    (.rgb, "rgb(180.13 104.19 91.994 / 0.5)"),
    (.hsl, "hsl(8.2993 37.052% 53.358% / 0.5)"),
    (.hwb, "hwb(8.2993 36.076% 29.36% / 0.5)"),
    (.lab, "lab(52.709 30.206 20.735 / 0.5)"),
    (.lch, "lch(52.709 36.638 34.468 / 0.5)"),
    (.oklab, "oklab(0.6 0.0866 0.05 / 0.5)"),
    (.oklch, "oklch(0.6 0.1 30 / 0.5)"),
    (.srgbLinear, "color(srgb-linear 0.45715 0.13895 0.10701 / 0.5)"),
    (.displayP3, "color(display-p3 0.66568 0.42294 0.3739 / 0.5)"),
    (.a98RGB, "color(a98-rgb 0.63355 0.40762 0.36398 / 0.5)"),
    (.prophotoRGB, "color(prophoto-rgb 0.51501 0.37287 0.30315 / 0.5)"),
    (.rec2020, "color(rec2020 0.63576 0.4667 0.40691 / 0.5)"),
    (.xyzD50, "color(xyz-d50 0.26818 0.20781 0.09627 / 0.5)"),
    (.xyzD65, "color(xyz-d65 0.25753 0.20431 0.12712 / 0.5)"),
  ]

  @Test(arguments: colorAideFiveDigits)
  func fiveSignificantDigitsMatchColorAide(notation: ColorNotation, expected: String) throws {
    #expect(try text("oklch(0.6 0.1 30 / 0.5)", as: notation, precision: 5) == expected)
  }

  @Test func threeSignificantDigitsMatchColorAide() throws {
    // The same, with precision 3.
    let color = "oklch(0.6 0.1 30 / 0.5)"
    #expect(try text(color, as: .hsl, precision: 3) == "hsl(8.3 37.1% 53.4% / 0.5)")
    #expect(try text(color, as: .lab, precision: 3) == "lab(52.7 30.2 20.7 / 0.5)")
    #expect(try text(color, as: .oklab, precision: 3) == "oklab(0.6 0.087 0.05 / 0.5)")
    #expect(
      try text(color, as: .displayP3, precision: 3) == "color(display-p3 0.666 0.423 0.374 / 0.5)")
    #expect(try text(color, as: .xyzD50, precision: 3) == "color(xyz-d50 0.268 0.208 0.096 / 0.5)")
  }

  @Test func eightBitNotationsAreClippedAndQuantized() throws {
    // ColorAide: oklch(0.6 0.1 30) clipped to sRGB is #b4685c, rgb(180 104 92).
    #expect(try text("oklch(0.6 0.1 30)", as: .hex, gamutMapping: .clip) == "#b4685c")
    #expect(try text("oklch(0.6 0.1 30)", as: .rgb, gamutMapping: .clip) == "rgb(180 104 92)")
    // Unmapped, the channels keep three digits at least: 255 and 152.4 at a precision of 1.
    #expect(
      try text("rgb(255 152.4 12.345 / 0.123456)", as: .rgb, precision: 1)
        == "rgb(255 152 12.3 / 0.1)")
    // Precision rounds the alpha only: 8-bit channels stay whole numbers up to 255.
    #expect(
      try text("rgb(255 107 1 / 0.123456)", as: .rgb, precision: 2, gamutMapping: .clip)
        == "rgb(255 107 1 / 0.12)")
    // hex has no room for unmapped values: without a mapping it clips too.
    #expect(try text("color(display-p3 1 0 0)", as: .hex) == "#ff0000")
    // The alpha byte is round(alpha × 255): 0.5 → 128 = 0x80.
    #expect(try text("oklch(0.6 0.1 30 / 0.5)", as: .hex) == "#b4685c80")
  }

  // MARK: - Full precision reads back exactly

  @Test(arguments: ColorNotation.allCases.filter { $0 != .hex && $0 != .rgb })
  func fullPrecisionTextReadsBackToTheSameValues(notation: ColorNotation) throws {
    let parser = ColorParser()
    for (name, coordinates) in ColorAideReference.colors {
      guard let srgb = coordinates[.srgb] else { continue }
      let color = AnyColor.rgb(RGBColor(.srgb, red: srgb[0], green: srgb[1], blue: srgb[2]))
      let written = try ColorFormatter.string(color, as: notation)
      let back = try parser.parse(written)
      // Reading the text back gives the notation's own numbers exactly, so
      // converting both to sRGB gives the same components.
      let again = try ColorFormatter.string(back, as: notation)
      #expect(again == written, "\(name) as \(notation): \(written) → \(again)")
      #expect(isClose(SRGB(back), SRGB(color), within: 1e-9), "\(name): \(written)")
    }
  }

  // MARK: - Powerless hues, alpha, overflow

  @Test func aPowerlessHueIsWrittenNone() throws {
    #expect(try text("lch(50 0 30)", as: .lch) == "lch(50 0 none)")
    #expect(try text("oklch(0.5 0 30)", as: .oklch) == "oklch(0.5 0 none)")
    #expect(try text("rgb(128 128 128)", as: .hsl, precision: 5) == "hsl(none 0% 50.196%)")
    #expect(try text("white", as: .hwb) == "hwb(none 100% 0%)")
    // A gray converted through XYZ keeps a chroma of rounding noise, far
    // below the thresholds: its hue is powerless too.
    #expect(try text("gray", as: .lch, precision: 5) == "lch(53.585 0 none)")
    #expect(try text("gray", as: .oklch, precision: 5) == "oklch(0.59987 0 none)")
    // Just above LCh's threshold of 0.0001 the hue is written.
    #expect(try text("lch(50 0.00011 30)", as: .lch) == "lch(50 0.00011 30)")
    #expect(try text("lch(50 0.00009 30)", as: .lch) == "lch(50 9e-05 none)")
  }

  @Test func aHueThatRoundsTo360IsWrittenZero() throws {
    #expect(try text("lch(50 10 359.99999)", as: .lch, precision: 3) == "lch(50 10 0)")
    #expect(try text("lch(50 10 359.99999)", as: .lch) == "lch(50 10 359.99999)")
  }

  @Test func alphaIsWrittenOnlyBelowOne() throws {
    #expect(try text("oklch(0.6 0.1 30 / 1)", as: .oklch) == "oklch(0.6 0.1 30)")
    #expect(try text("oklch(0.6 0.1 30 / 0)", as: .oklch) == "oklch(0.6 0.1 30 / 0)")
    #expect(try text("transparent", as: .srgb) == "color(srgb 0 0 0 / 0)")
    #expect(try text("#0000", as: .hex) == "#00000000")
  }

  /// A missing alpha stays missing: WPT color-computed-color-mix-function.html, two colors
  /// whose alpha is none mix to `… / none` (lab(30 40 50 / none), oklch(0.3 0.4 50 / none),
  /// hsl(60 40 40 / none), written here with labcolor's % after HSL's percentages). Hex,
  /// which has no none, writes the value CSS renders it with, 0 (hsl(60 40% 40%) is
  /// rgb(0.56 0.56 0.24) × 255 = 142.8, 61.2: #8f8f3d).
  @Test func aMissingAlphaIsWrittenNone() throws {
    #expect(
      try text("color-mix(in lab, lab(10 20 30 / none), lab(50 60 70 / none))", as: .lab)
        == "lab(30 40 50 / none)")
    #expect(
      try text(
        "color-mix(in oklch, oklch(0.1 0.2 30deg / none), oklch(0.5 0.6 70deg / none))",
        as: .oklch, precision: 6) == "oklch(0.3 0.4 50 / none)")
    let hsl = "color-mix(in hsl, hsl(120deg 40% 40% / none), hsl(0deg 40% 40% / none))"
    #expect(try text(hsl, as: .hsl, precision: 6) == "hsl(60 40% 40% / none)")
    #expect(try text(hsl, as: .hex) == "#8f8f3d00")
    #expect(
      try ColorFormatter.string(
        .rgb(RGBColor(.srgb, red: 1, green: 0, blue: 0)), alpha: nil, as: .rgb)
        == "rgb(255 0 0 / none)")
  }

  @Test func nonFiniteValuesThrowAndWriteNothing() {
    var bytes = Array("kept".utf8)
    #expect(throws: ColorOverflow.self) {
      try ColorFormatter.append(
        .lab(Lab(l: 50, a: 1e300, b: 0), white: .d65), as: .srgb, to: &bytes)
    }
    #expect(throws: ColorOverflow.self) {
      try ColorFormatter.append(.lab(Lab(l: 50, a: 1e300, b: 0), white: .d65), as: .hex, to: &bytes)
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "kept")
  }

  /// A finite coordinate that its precision would round past the largest `Double` is
  /// written unrounded, so that the text reads back, where it was written `inf`.
  @Test func aFiniteValueIsNeverWrittenInfinite() throws {
    let color = AnyColor.oklch(OKLCh(l: 0.5, c: .greatestFiniteMagnitude, h: 30))
    let text = try ColorFormatter.string(color, as: .oklch, precision: 3)
    #expect(text == "oklch(0.5 1.7976931348623157e+308 30)")
    #expect(try ColorParser().parse(text).color == color)
  }

  @Test func mappingBringsEveryRGBNotationIntoItsGamut() throws {
    // ColorAide: color(display-p3 1 0 0) mapped into sRGB by the CSS
    // algorithm is (1, 0.044569516204191924, 0.04593161114017127).
    #expect(
      try text("color(display-p3 1 0 0)", as: .srgb, precision: 6, gamutMapping: .css)
        == "color(srgb 1 0.04457 0.045932)")
    #expect(
      try text("color(display-p3 1 0 0)", as: .srgb, precision: 6, gamutMapping: .clip)
        == "color(srgb 1 0 0)")
    // Unmapped, the components are written as they are (color.js test/
    // conversions.js: P3 red in sRGB is 1.09299, -0.226745, -0.150155 within
    // its tolerance of 1e-4).
    let unmapped = try ColorParser().parse(try text("color(display-p3 1 0 0)", as: .srgb))
    #expect(
      isClose(
        SRGB(unmapped), SRGB(red: 1.092_99, green: -0.226_745, blue: -0.150_155), within: 1e-4))
    // Lab has no gamut: mapping leaves it alone.
    #expect(
      try text("color(display-p3 1 0 0)", as: .lab, gamutMapping: .css)
        == (try text("color(display-p3 1 0 0)", as: .lab)))
  }
}
