import LabColor

/// Everything labcolor prints about one color: its L\*a\*b\* and XYZ relative to a white, its
/// sRGB components, 8-bit value, hex and whether it is in the sRGB gamut.
///
/// `set` fills it from the values its observers received (`DeliveredColor`); `convert` from a
/// parsed color.
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
    rgb = gamutMapping == .clip ? RGB8(srgb) : RGB8(gamutMapping.map(srgb))
    hex = rgb.hex
    inGamut = srgb.isInGamut()
  }

  /// The values of black relative to `white`, all zero, to be filled in field by field
  /// (`DeliveredColor` does, as notifications arrive).
  init(white: WhitePoint) {
    self.white = white
    lab = Lab(l: 0, a: 0, b: 0)
    xyz = XYZ(x: 0, y: 0, z: 0)
    srgb = SRGB(red: 0, green: 0, blue: 0)
    rgb = RGB8(red: 0, green: 0, blue: 0)
    hex = "#000000"
    inGamut = true
  }

  /// Whether every number is finite (a huge a\* or b\* can overflow XYZ).
  var isFinite: Bool {
    lab.l.isFinite && lab.a.isFinite && lab.b.isFinite && xyz.x.isFinite && xyz.y.isFinite
      && xyz.z.isFinite && srgb.red.isFinite && srgb.green.isFinite && srgb.blue.isFinite
  }

  /// Appends the one-line JSON object:
  ///
  ///     {"white":"D65","lab":{"l":50,"a":20,"b":0},"xyz":{"x":…,"y":…,"z":…},
  ///      "srgb":{"red":…,"green":…,"blue":…},"rgb":{"red":152,"green":107,"blue":120},
  ///      "hex":"#986b78","inGamut":true}
  ///
  /// (on one line, without a newline). Keys in this order; numbers with full precision
  /// (`NumberFormat`), `null` if not finite.
  func appendJSON(to line: inout LineBuffer) {
    line.append(ascii: "{\"white\":")
    line.append(ascii: white == .d65 ? "\"D65\"" : "\"D50\"")
    line.append(ascii: ",\"lab\":{\"l\":")
    line.append(jsonNumber: lab.l)
    line.append(ascii: ",\"a\":")
    line.append(jsonNumber: lab.a)
    line.append(ascii: ",\"b\":")
    line.append(jsonNumber: lab.b)
    line.append(ascii: "},\"xyz\":{\"x\":")
    line.append(jsonNumber: xyz.x)
    line.append(ascii: ",\"y\":")
    line.append(jsonNumber: xyz.y)
    line.append(ascii: ",\"z\":")
    line.append(jsonNumber: xyz.z)
    line.append(ascii: "},\"srgb\":{\"red\":")
    line.append(jsonNumber: srgb.red)
    line.append(ascii: ",\"green\":")
    line.append(jsonNumber: srgb.green)
    line.append(ascii: ",\"blue\":")
    line.append(jsonNumber: srgb.blue)
    line.append(ascii: "},\"rgb\":{\"red\":")
    line.append(integer: Int(rgb.red))
    line.append(ascii: ",\"green\":")
    line.append(integer: Int(rgb.green))
    line.append(ascii: ",\"blue\":")
    line.append(integer: Int(rgb.blue))
    line.append(ascii: "},\"hex\":")
    line.append(jsonString: hex)
    line.append(ascii: ",\"inGamut\":")
    line.append(ascii: inGamut ? "true}" : "false}")
  }
}
