import LabColor

/// Everything labcolor prints about one color: its L\*a\*b\* and XYZ relative to a white, its
/// sRGB components, 8-bit value, hex and whether it is in the sRGB gamut — the values of the
/// `LabColor` model — and its Oklab, OkLCh and HSL values, whether it is in the sRGB, Display
/// P3 and Rec. 2020 gamuts, and its alpha.
///
/// `set` fills the model's values from what its observers received (`DeliveredColor`), and
/// derives the others from the L\*a\*b\* delivered; `convert` fills all from a parsed color.
struct ColorValues {
  /// The white `lab` and `xyz` are relative to.
  var white: WhitePoint
  /// L\*, a\*, b\*.
  var lab: Lab
  /// CIE XYZ, Y of white = 1.
  var xyz: XYZ
  /// sRGB, gamma-encoded, unclamped.
  var srgb: SRGB
  /// The 8-bit color (clipped, or gamut-mapped by `convert --gamut css`).
  var rgb: RGB8
  /// `#rrggbb` of `rgb`.
  var hex: String
  /// Whether `srgb` is in the sRGB gamut.
  var inGamut: Bool
  /// Oklab.
  var oklab = OKLab(l: 0, a: 0, b: 0)
  /// OkLCh; its hue is written `null` when powerless (`OKLCh.isAchromatic`).
  var oklch = OKLCh(l: 0, c: 0, h: 0)
  /// HSL, saturation and lightness in percent; its hue is written `null` when powerless.
  var hsl = HSL(h: 0, s: 0, l: 0)
  /// Whether the color is in the sRGB, Display P3 and Rec. 2020 gamuts.
  var gamuts = (srgb: true, displayP3: true, rec2020: true)
  /// The alpha, 0…1; written only when below 1.
  var alpha = 1.0

  /// The values of a parsed color relative to `white`, its 8-bit value mapped into the gamut
  /// by `gamutMapping`.
  ///
  /// Each value comes straight from the parsed color, so none is rounded twice: the sRGB of
  /// `#986b78` is exactly 152/255, 107/255, 120/255, and the Lab of a bare triple read
  /// relative to `white` is the triple itself.
  init(_ color: ParsedColor, white: WhitePoint, gamutMapping: GamutMapping = .clip) {
    self.white = white
    lab = Lab(color, white: white)
    xyz = XYZ(color, white: white)
    srgb = SRGB(color)
    rgb = gamutMapping == .clip ? RGB8(srgb) : RGB8(SRGB(gamutMapping.map(color.color, to: .srgb)))
    hex = rgb.hex
    inGamut = srgb.isInGamut()
    alpha = color.alpha
    derive(from: color.color)
  }

  /// The values of black relative to `white`, all zero, to be filled in field by field
  /// (`DeliveredColor` does, as notifications arrive), then `deriveNotations()`.
  init(white: WhitePoint) {
    self.white = white
    lab = Lab(l: 0, a: 0, b: 0)
    xyz = XYZ(x: 0, y: 0, z: 0)
    srgb = SRGB(red: 0, green: 0, blue: 0)
    rgb = RGB8(red: 0, green: 0, blue: 0)
    hex = "#000000"
    inGamut = true
  }

  /// Sets the Oklab, OkLCh and HSL values and the gamuts from `lab` (relative to `white`).
  mutating func deriveNotations() {
    derive(from: .lab(lab, white: white))
  }

  private mutating func derive(from color: AnyColor) {
    oklab = OKLab(color)
    oklch = OKLCh(color)
    hsl = HSL(color)
    gamuts = (color.isInGamut(.srgb), color.isInGamut(.displayP3), color.isInGamut(.rec2020))
  }

  /// Whether every number is finite (a huge a\* or b\* can overflow XYZ).
  var isFinite: Bool { lab.isFinite && xyz.isFinite && srgb.isFinite }

  /// Appends the one-line JSON object:
  ///
  ///     {"white":"D65","lab":{"l":50,"a":20,"b":0},"xyz":{"x":…,"y":…,"z":…},
  ///      "srgb":{"red":…,"green":…,"blue":…},"rgb":{"red":152,"green":107,"blue":120},
  ///      "hex":"#986b78","inGamut":true,"oklab":{"l":…,"a":…,"b":…},
  ///      "oklch":{"l":…,"c":…,"h":…},"hsl":{"h":…,"s":…,"l":…},
  ///      "gamut":{"srgb":true,"display-p3":true,"rec2020":true}}
  ///
  /// (on one line, without a newline), and `"alpha":0.5` last when the alpha is below 1.
  /// Keys in this order; numbers with full precision (`NumberFormat`), `null` if not finite
  /// or a powerless hue.
  func appendJSON(to line: inout LineBuffer) {
    line.append(ascii: "{\"white\":")
    line.append(ascii: white == .d65 ? "\"D65\"" : "\"D50\"")
    line.append(ascii: ",\"lab\":")
    appendObject(("l", lab.l), ("a", lab.a), ("b", lab.b), to: &line)
    line.append(ascii: ",\"xyz\":")
    appendObject(("x", xyz.x), ("y", xyz.y), ("z", xyz.z), to: &line)
    line.append(ascii: ",\"srgb\":")
    appendObject(("red", srgb.red), ("green", srgb.green), ("blue", srgb.blue), to: &line)
    line.append(ascii: ",\"rgb\":{\"red\":")
    line.append(integer: Int(rgb.red))
    line.append(ascii: ",\"green\":")
    line.append(integer: Int(rgb.green))
    line.append(ascii: ",\"blue\":")
    line.append(integer: Int(rgb.blue))
    line.append(ascii: "},\"hex\":")
    line.append(jsonString: hex)
    line.append(ascii: ",\"inGamut\":")
    line.append(ascii: inGamut ? "true" : "false")
    line.append(ascii: ",\"oklab\":")
    appendObject(("l", oklab.l), ("a", oklab.a), ("b", oklab.b), to: &line)
    line.append(ascii: ",\"oklch\":")
    appendObject(
      ("l", oklch.l), ("c", oklch.c), ("h", oklch.isAchromatic ? nil : oklch.h), to: &line)
    line.append(ascii: ",\"hsl\":")
    appendObject(("h", hsl.isAchromatic ? nil : hsl.h), ("s", hsl.s), ("l", hsl.l), to: &line)
    line.append(ascii: ",\"gamut\":{\"srgb\":")
    line.append(ascii: gamuts.srgb ? "true" : "false")
    line.append(ascii: ",\"display-p3\":")
    line.append(ascii: gamuts.displayP3 ? "true" : "false")
    line.append(ascii: ",\"rec2020\":")
    line.append(ascii: gamuts.rec2020 ? "true}" : "false}")
    if alpha < 1 {
      line.append(ascii: ",\"alpha\":")
      line.append(jsonNumber: alpha)
    }
    line.append(byte: UInt8(ascii: "}"))
  }

  /// `{"k1":v1,"k2":v2,"k3":v3}`, a `nil` value written `null`.
  private func appendObject(
    _ first: (StaticString, Double?), _ second: (StaticString, Double?),
    _ third: (StaticString, Double?), to line: inout LineBuffer
  ) {
    for (index, (key, value)) in [first, second, third].enumerated() {
      line.append(ascii: index == 0 ? "{\"" : ",\"")
      line.append(ascii: key)
      line.append(ascii: "\":")
      if let value { line.append(jsonNumber: value) } else { line.append(ascii: "null") }
    }
    line.append(byte: UInt8(ascii: "}"))
  }
}
