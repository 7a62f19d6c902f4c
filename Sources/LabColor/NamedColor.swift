// The 148 named colors of CSS Color 4, §6.1 "Named Colors" (the 147 of CSS
// Color 3 and SVG 1.1 plus `rebeccapurple`), transcribed from the list in
// culori (src/colors/named.js) and checked against the spec's table by the
// tests.

/// One of the 148 CSS named colors, such as `rebeccapurple` (#663399).
///
/// Names are matched without regard to ASCII case (`"CornflowerBlue"` is
/// `cornflowerblue`). `transparent` is not a named color in this sense (it
/// has alpha 0), and neither are system colors or `currentcolor`.
///
///     NamedColor(name: "RebeccaPurple")?.rgb.hex  // "#663399"
public struct NamedColor: Sendable, Hashable {
  /// The lowercase CSS name, such as `"aliceblue"`.
  public let name: String
  /// The color, in 8-bit sRGB.
  public let rgb: RGB8

  /// An entry of the table.
  private init(_ name: String, _ red: UInt8, _ green: UInt8, _ blue: UInt8) {
    self.name = name
    self.rgb = RGB8(red: red, green: green, blue: blue)
  }

  /// The named color called `name`, ignoring ASCII case; `nil` if CSS has
  /// no such color.
  public init?(name: some StringProtocol) {
    var text = String(name)
    guard let found = text.withUTF8({ NamedColor.lookup($0[...]) }) else { return nil }
    self = found
  }

  /// All 148 named colors, in alphabetical order of name (synonyms such as
  /// `gray` and `grey` are separate entries).
  public static let all: [NamedColor] = [
    NamedColor("aliceblue", 0xF0, 0xF8, 0xFF),
    NamedColor("antiquewhite", 0xFA, 0xEB, 0xD7),
    NamedColor("aqua", 0x00, 0xFF, 0xFF),
    NamedColor("aquamarine", 0x7F, 0xFF, 0xD4),
    NamedColor("azure", 0xF0, 0xFF, 0xFF),
    NamedColor("beige", 0xF5, 0xF5, 0xDC),
    NamedColor("bisque", 0xFF, 0xE4, 0xC4),
    NamedColor("black", 0x00, 0x00, 0x00),
    NamedColor("blanchedalmond", 0xFF, 0xEB, 0xCD),
    NamedColor("blue", 0x00, 0x00, 0xFF),
    NamedColor("blueviolet", 0x8A, 0x2B, 0xE2),
    NamedColor("brown", 0xA5, 0x2A, 0x2A),
    NamedColor("burlywood", 0xDE, 0xB8, 0x87),
    NamedColor("cadetblue", 0x5F, 0x9E, 0xA0),
    NamedColor("chartreuse", 0x7F, 0xFF, 0x00),
    NamedColor("chocolate", 0xD2, 0x69, 0x1E),
    NamedColor("coral", 0xFF, 0x7F, 0x50),
    NamedColor("cornflowerblue", 0x64, 0x95, 0xED),
    NamedColor("cornsilk", 0xFF, 0xF8, 0xDC),
    NamedColor("crimson", 0xDC, 0x14, 0x3C),
    NamedColor("cyan", 0x00, 0xFF, 0xFF),
    NamedColor("darkblue", 0x00, 0x00, 0x8B),
    NamedColor("darkcyan", 0x00, 0x8B, 0x8B),
    NamedColor("darkgoldenrod", 0xB8, 0x86, 0x0B),
    NamedColor("darkgray", 0xA9, 0xA9, 0xA9),
    NamedColor("darkgreen", 0x00, 0x64, 0x00),
    NamedColor("darkgrey", 0xA9, 0xA9, 0xA9),
    NamedColor("darkkhaki", 0xBD, 0xB7, 0x6B),
    NamedColor("darkmagenta", 0x8B, 0x00, 0x8B),
    NamedColor("darkolivegreen", 0x55, 0x6B, 0x2F),
    NamedColor("darkorange", 0xFF, 0x8C, 0x00),
    NamedColor("darkorchid", 0x99, 0x32, 0xCC),
    NamedColor("darkred", 0x8B, 0x00, 0x00),
    NamedColor("darksalmon", 0xE9, 0x96, 0x7A),
    NamedColor("darkseagreen", 0x8F, 0xBC, 0x8F),
    NamedColor("darkslateblue", 0x48, 0x3D, 0x8B),
    NamedColor("darkslategray", 0x2F, 0x4F, 0x4F),
    NamedColor("darkslategrey", 0x2F, 0x4F, 0x4F),
    NamedColor("darkturquoise", 0x00, 0xCE, 0xD1),
    NamedColor("darkviolet", 0x94, 0x00, 0xD3),
    NamedColor("deeppink", 0xFF, 0x14, 0x93),
    NamedColor("deepskyblue", 0x00, 0xBF, 0xFF),
    NamedColor("dimgray", 0x69, 0x69, 0x69),
    NamedColor("dimgrey", 0x69, 0x69, 0x69),
    NamedColor("dodgerblue", 0x1E, 0x90, 0xFF),
    NamedColor("firebrick", 0xB2, 0x22, 0x22),
    NamedColor("floralwhite", 0xFF, 0xFA, 0xF0),
    NamedColor("forestgreen", 0x22, 0x8B, 0x22),
    NamedColor("fuchsia", 0xFF, 0x00, 0xFF),
    NamedColor("gainsboro", 0xDC, 0xDC, 0xDC),
    NamedColor("ghostwhite", 0xF8, 0xF8, 0xFF),
    NamedColor("gold", 0xFF, 0xD7, 0x00),
    NamedColor("goldenrod", 0xDA, 0xA5, 0x20),
    NamedColor("gray", 0x80, 0x80, 0x80),
    NamedColor("green", 0x00, 0x80, 0x00),
    NamedColor("greenyellow", 0xAD, 0xFF, 0x2F),
    NamedColor("grey", 0x80, 0x80, 0x80),
    NamedColor("honeydew", 0xF0, 0xFF, 0xF0),
    NamedColor("hotpink", 0xFF, 0x69, 0xB4),
    NamedColor("indianred", 0xCD, 0x5C, 0x5C),
    NamedColor("indigo", 0x4B, 0x00, 0x82),
    NamedColor("ivory", 0xFF, 0xFF, 0xF0),
    NamedColor("khaki", 0xF0, 0xE6, 0x8C),
    NamedColor("lavender", 0xE6, 0xE6, 0xFA),
    NamedColor("lavenderblush", 0xFF, 0xF0, 0xF5),
    NamedColor("lawngreen", 0x7C, 0xFC, 0x00),
    NamedColor("lemonchiffon", 0xFF, 0xFA, 0xCD),
    NamedColor("lightblue", 0xAD, 0xD8, 0xE6),
    NamedColor("lightcoral", 0xF0, 0x80, 0x80),
    NamedColor("lightcyan", 0xE0, 0xFF, 0xFF),
    NamedColor("lightgoldenrodyellow", 0xFA, 0xFA, 0xD2),
    NamedColor("lightgray", 0xD3, 0xD3, 0xD3),
    NamedColor("lightgreen", 0x90, 0xEE, 0x90),
    NamedColor("lightgrey", 0xD3, 0xD3, 0xD3),
    NamedColor("lightpink", 0xFF, 0xB6, 0xC1),
    NamedColor("lightsalmon", 0xFF, 0xA0, 0x7A),
    NamedColor("lightseagreen", 0x20, 0xB2, 0xAA),
    NamedColor("lightskyblue", 0x87, 0xCE, 0xFA),
    NamedColor("lightslategray", 0x77, 0x88, 0x99),
    NamedColor("lightslategrey", 0x77, 0x88, 0x99),
    NamedColor("lightsteelblue", 0xB0, 0xC4, 0xDE),
    NamedColor("lightyellow", 0xFF, 0xFF, 0xE0),
    NamedColor("lime", 0x00, 0xFF, 0x00),
    NamedColor("limegreen", 0x32, 0xCD, 0x32),
    NamedColor("linen", 0xFA, 0xF0, 0xE6),
    NamedColor("magenta", 0xFF, 0x00, 0xFF),
    NamedColor("maroon", 0x80, 0x00, 0x00),
    NamedColor("mediumaquamarine", 0x66, 0xCD, 0xAA),
    NamedColor("mediumblue", 0x00, 0x00, 0xCD),
    NamedColor("mediumorchid", 0xBA, 0x55, 0xD3),
    NamedColor("mediumpurple", 0x93, 0x70, 0xDB),
    NamedColor("mediumseagreen", 0x3C, 0xB3, 0x71),
    NamedColor("mediumslateblue", 0x7B, 0x68, 0xEE),
    NamedColor("mediumspringgreen", 0x00, 0xFA, 0x9A),
    NamedColor("mediumturquoise", 0x48, 0xD1, 0xCC),
    NamedColor("mediumvioletred", 0xC7, 0x15, 0x85),
    NamedColor("midnightblue", 0x19, 0x19, 0x70),
    NamedColor("mintcream", 0xF5, 0xFF, 0xFA),
    NamedColor("mistyrose", 0xFF, 0xE4, 0xE1),
    NamedColor("moccasin", 0xFF, 0xE4, 0xB5),
    NamedColor("navajowhite", 0xFF, 0xDE, 0xAD),
    NamedColor("navy", 0x00, 0x00, 0x80),
    NamedColor("oldlace", 0xFD, 0xF5, 0xE6),
    NamedColor("olive", 0x80, 0x80, 0x00),
    NamedColor("olivedrab", 0x6B, 0x8E, 0x23),
    NamedColor("orange", 0xFF, 0xA5, 0x00),
    NamedColor("orangered", 0xFF, 0x45, 0x00),
    NamedColor("orchid", 0xDA, 0x70, 0xD6),
    NamedColor("palegoldenrod", 0xEE, 0xE8, 0xAA),
    NamedColor("palegreen", 0x98, 0xFB, 0x98),
    NamedColor("paleturquoise", 0xAF, 0xEE, 0xEE),
    NamedColor("palevioletred", 0xDB, 0x70, 0x93),
    NamedColor("papayawhip", 0xFF, 0xEF, 0xD5),
    NamedColor("peachpuff", 0xFF, 0xDA, 0xB9),
    NamedColor("peru", 0xCD, 0x85, 0x3F),
    NamedColor("pink", 0xFF, 0xC0, 0xCB),
    NamedColor("plum", 0xDD, 0xA0, 0xDD),
    NamedColor("powderblue", 0xB0, 0xE0, 0xE6),
    NamedColor("purple", 0x80, 0x00, 0x80),
    NamedColor("rebeccapurple", 0x66, 0x33, 0x99),
    NamedColor("red", 0xFF, 0x00, 0x00),
    NamedColor("rosybrown", 0xBC, 0x8F, 0x8F),
    NamedColor("royalblue", 0x41, 0x69, 0xE1),
    NamedColor("saddlebrown", 0x8B, 0x45, 0x13),
    NamedColor("salmon", 0xFA, 0x80, 0x72),
    NamedColor("sandybrown", 0xF4, 0xA4, 0x60),
    NamedColor("seagreen", 0x2E, 0x8B, 0x57),
    NamedColor("seashell", 0xFF, 0xF5, 0xEE),
    NamedColor("sienna", 0xA0, 0x52, 0x2D),
    NamedColor("silver", 0xC0, 0xC0, 0xC0),
    NamedColor("skyblue", 0x87, 0xCE, 0xEB),
    NamedColor("slateblue", 0x6A, 0x5A, 0xCD),
    NamedColor("slategray", 0x70, 0x80, 0x90),
    NamedColor("slategrey", 0x70, 0x80, 0x90),
    NamedColor("snow", 0xFF, 0xFA, 0xFA),
    NamedColor("springgreen", 0x00, 0xFF, 0x7F),
    NamedColor("steelblue", 0x46, 0x82, 0xB4),
    NamedColor("tan", 0xD2, 0xB4, 0x8C),
    NamedColor("teal", 0x00, 0x80, 0x80),
    NamedColor("thistle", 0xD8, 0xBF, 0xD8),
    NamedColor("tomato", 0xFF, 0x63, 0x47),
    NamedColor("turquoise", 0x40, 0xE0, 0xD0),
    NamedColor("violet", 0xEE, 0x82, 0xEE),
    NamedColor("wheat", 0xF5, 0xDE, 0xB3),
    NamedColor("white", 0xFF, 0xFF, 0xFF),
    NamedColor("whitesmoke", 0xF5, 0xF5, 0xF5),
    NamedColor("yellow", 0xFF, 0xFF, 0x00),
    NamedColor("yellowgreen", 0x9A, 0xCD, 0x32),
  ]

  /// The entry whose name equals `bytes` ignoring ASCII case, by binary
  /// search over `all`; `nil` if there is none.
  static func lookup(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> NamedColor? {
    var low = 0
    var high = all.count
    while low < high {
      let middle = (low + high) / 2
      switch compare(bytes, all[middle].name) {
      case .orderedSame: return all[middle]
      case .orderedAscending: high = middle
      case .orderedDescending: low = middle + 1
      }
    }
    return nil
  }

  /// The order of `bytes`, lowercased, relative to the lowercase `name`.
  private static func compare(
    _ bytes: Slice<UnsafeBufferPointer<UInt8>>, _ name: String
  ) -> Ordering {
    var nameBytes = name.utf8.makeIterator()
    for byte in bytes {
      guard let other = nameBytes.next() else { return .orderedDescending }
      let lower = ColorTextScanner.lowercased(byte)
      if lower != other { return lower < other ? .orderedAscending : .orderedDescending }
    }
    return nameBytes.next() == nil ? .orderedSame : .orderedAscending
  }

  /// The result of comparing two names.
  private enum Ordering {
    case orderedAscending
    case orderedSame
    case orderedDescending
  }
}
