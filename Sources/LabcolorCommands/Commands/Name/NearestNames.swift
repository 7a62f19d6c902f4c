import LabColor

/// What `labcolor name` prints for one color: the color and the CSS named colors nearest to
/// it by CIEDE2000 (`NamedColor.nearest(to:white:count:)`), nearest first.
struct NearestNames {
  /// The color looked up.
  var color: ColorValues
  /// The nearest named colors, nearest first.
  var matches: [NamedColor.Match]

  /// The `count` named colors nearest to `color`, in L\*a\*b\* relative to `white`.
  init(_ color: ParsedColor, white: WhitePoint, count: Int) {
    self.color = ColorValues(color, white: white)
    matches = NamedColor.nearest(to: self.color.lab, white: white, count: count)
  }

  /// One line per match, ending with a newline: the names (synonyms joined by `, `), the
  /// color's hex (followed, unless `swatchDepth` is ``ColorDepth/none``, by a block of the
  /// named color, where every line has it in the same column) and ΔE00 to four decimal
  /// places.
  ///
  ///     rosybrown             #bc8f8f  ΔE00 13.4036
  ///     palevioletred         #db7093  ΔE00 14.3494
  ///     gray, grey            #808080  ΔE00 18.0674
  ///
  /// Names are padded to the longest CSS name (`lightgoldenrodyellow`, 20 characters), so
  /// the columns line up across colors read one by one from standard input; a list with a
  /// longer pair of synonyms (`lightslategray, lightslategrey`) is padded to that pair, so
  /// that its own columns still line up.
  func text(swatchDepth: ColorDepth = .none) -> String {
    let names = matches.map { $0.names.joined(separator: ", ") }
    let width = names.reduce(Self.nameWidth) { max($0, $1.count) }
    var text = ""
    for (match, name) in zip(matches, names) {
      let difference = NumberFormat.string(match.deltaE2000, fractionDigits: 4)
      text += name.padded(toWidth: width + 2)
      text += match.rgb.hex
      if let swatch = Swatch(match.rgb, depth: swatchDepth, width: 4) {
        text += "  " + swatch.text
      }
      text += "  ΔE00 " + difference + "\n"
    }
    return text
  }

  /// The width of the names column: the longest CSS name.
  static let nameWidth = NamedColor.all.map(\.name.count).max() ?? 0

  /// Appends the one-line JSON object (without a newline):
  ///
  ///     {"color":{…},"nearest":[{"names":["rosybrown"],"hex":"#bc8f8f","deltaE2000":13.40…},…]}
  ///
  /// `color` is the object `convert --to json` writes; ΔE00 has full precision.
  func appendJSON(to line: inout LineBuffer) {
    line.append(ascii: "{\"color\":")
    color.appendJSON(to: &line)
    line.append(ascii: ",\"nearest\":[")
    for (index, match) in matches.enumerated() {
      if index > 0 { line.append(byte: UInt8(ascii: ",")) }
      line.append(ascii: "{\"names\":[")
      for (nameIndex, name) in match.names.enumerated() {
        if nameIndex > 0 { line.append(byte: UInt8(ascii: ",")) }
        line.append(jsonString: name)
      }
      line.append(ascii: "],\"hex\":")
      line.append(jsonString: match.rgb.hex)
      line.append(ascii: ",\"deltaE2000\":")
      line.append(jsonNumber: match.deltaE2000)
      line.append(byte: UInt8(ascii: "}"))
    }
    line.append(ascii: "]}")
  }
}
