import LabColor

/// Draws a plane of L\*a\*b\* (`SlicePlane`): each pixel inside the gamut of an RGB space
/// in its own color, the others in a neutral gray, the gamut boundary as a black line, ticks
/// every 20 units along the four edges, and a ring at each marked color.
///
/// - A pixel is in gamut when the components in `gamut` of its centre's L\*a\*b\* (relative
///   to `white`) are within [0, 1] to `RGBColor.gamutTolerance`; its color is the 8-bit
///   rounding (`RGB8.quantize`) of its components in `encoding` — the gamut's own space for
///   a file, sRGB (clipped) to draw on a terminal — so `#808080` at L\* 53.585 comes out as
///   `#808080` in sRGB.
/// - Out of gamut: `gray`, #808080.
/// - The boundary: every out-of-gamut pixel with an in-gamut pixel above, below, left or
///   right of it is black, so the line lies just outside the gamut and every in-gamut pixel
///   keeps its color (but where a tick or ring covers it).
/// - Ticks: `tickLength` pixels from each edge inward, at `SlicePlane.horizontalTicks`
///   and `verticalTicks`, black where the pixel under them is light (WCAG relative luminance above
///   0.18), else white; left out of a picture too small for them (``drawsTicks``).
/// - A mark: a ring around its position (`SlicePlane.position(of:)`), white on pixels whose
///   centres lie from `ringRadius − 1` to `ringRadius` from it, black from `ringRadius` to
///   `ringRadius + 1`; parts outside the image are not drawn.
package struct SliceImage {
  /// The plane drawn.
  package var plane: SlicePlane
  /// The white of the plane's L\*a\*b\* values.
  package var white: WhitePoint
  /// The space whose gamut is shown.
  package var gamut: RGBSpace
  /// The space the pixels' values are in.
  package var encoding: RGBSpace

  /// A picture of `plane`, its L\*a\*b\* relative to `white`, showing the gamut of `gamut`
  /// with pixels in `encoding` (the gamut's space unless given).
  package init(
    plane: SlicePlane, white: WhitePoint, gamut: RGBSpace = .srgb, encoding: RGBSpace? = nil
  ) {
    self.plane = plane
    self.white = white
    self.gamut = gamut
    self.encoding = encoding ?? gamut
  }

  /// The color of pixels outside the gamut.
  static let gray = RGB8(red: 0x80, green: 0x80, blue: 0x80)
  /// The color of the gamut boundary.
  static let boundary = RGB8(red: 0, green: 0, blue: 0)

  /// The length of a tick, in pixels: size / 64, at least 2.
  var tickLength: Int { max(2, plane.size / 64) }
  /// The radius of a mark's ring, in pixels: size / 64, at least 3.
  var ringRadius: Double { Double(max(3, plane.size / 64)) }

  /// The image, with a ring at each of `marks`.
  package func render(marks: [Lab] = []) -> RGBImage {
    let size = plane.size
    var image = RGBImage(width: size, height: size, filledWith: Self.gray)
    var inGamut = [Bool](repeating: false, count: size * size)
    for y in 0..<size {
      for x in 0..<size {
        let xyz = plane.lab(x: x, y: y).xyz(white: white)
        let rgb = RGBColor(xyz, white: white, space: gamut)
        if rgb.isInGamut() {
          inGamut[y * size + x] = true
          let encoded = encoding == gamut ? rgb : RGBColor(xyz, white: white, space: encoding)
          image[x, y] = RGB8(
            red: RGB8.quantize(encoded.red), green: RGB8.quantize(encoded.green),
            blue: RGB8.quantize(encoded.blue))
        }
      }
    }
    drawBoundary(inGamut, on: &image)
    if drawsTicks { drawTicks(on: &image) }
    for mark in marks { drawRing(at: plane.position(of: mark), on: &image) }
    return image
  }

  /// Blackens the out-of-gamut pixels next to an in-gamut one.
  private func drawBoundary(_ inGamut: [Bool], on image: inout RGBImage) {
    let size = plane.size
    for y in 0..<size {
      for x in 0..<size where !inGamut[y * size + x] {
        let touches =
          (x > 0 && inGamut[y * size + x - 1]) || (x + 1 < size && inGamut[y * size + x + 1])
          || (y > 0 && inGamut[(y - 1) * size + x]) || (y + 1 < size && inGamut[(y + 1) * size + x])
        if touches { image[x, y] = Self.boundary }
      }
    }
  }

  /// Whether the ticks are drawn: only where they leave the picture room, at least 4 pixels
  /// from each other along both axes and no longer than an eighth of a side. A small
  /// picture (`--size 8`, or a wide `--range` at 32) shows its colors alone, not a comb of
  /// ticks.
  var drawsTicks: Bool {
    let size = Double(plane.size)
    guard Double(tickLength) * 8 <= size else { return false }
    return [plane.horizontalAxis, plane.verticalAxis].allSatisfy { axis in
      size * SlicePlane.tickSpacing / (axis.upperBound - axis.lowerBound) >= 4
    }
  }

  /// Draws the ticks along the four edges, each pixel once: where a tick of one axis meets
  /// one of the other (a corner, with `--range 100`), a second mark would see the first
  /// one's black and paint the pixel white.
  private func drawTicks(on image: inout RGBImage) {
    let size = plane.size
    let length = min(tickLength, size)
    var marked = Set<Int>()
    func mark(x: Int, y: Int) {
      guard marked.insert(y * size + x).inserted else { return }
      markTick(x: x, y: y, on: &image)
    }
    for (_, column) in plane.horizontalTicks {
      for offset in 0..<length {
        mark(x: column, y: offset)
        mark(x: column, y: size - 1 - offset)
      }
    }
    for (_, row) in plane.verticalTicks {
      for offset in 0..<length {
        mark(x: offset, y: row)
        mark(x: size - 1 - offset, y: row)
      }
    }
  }

  /// Paints one tick pixel black or white, whichever stands out from what is under it.
  private func markTick(x: Int, y: Int, on image: inout RGBImage) {
    let under = SRGB(image[x, y])
    let isLight = WCAGContrast.relativeLuminance(under) > 0.18
    image[x, y] = isLight ? RGB8(red: 0, green: 0, blue: 0) : RGB8(red: 255, green: 255, blue: 255)
  }

  /// Draws a ring centred at `center` (continuous pixel coordinates).
  private func drawRing(at center: (x: Double, y: Double), on image: inout RGBImage) {
    let radius = ringRadius
    guard center.x.isFinite, center.y.isFinite else { return }
    let reach = radius + 1
    guard center.x > -reach, center.y > -reach, center.x < Double(plane.size) + reach,
      center.y < Double(plane.size) + reach
    else { return }
    let lowX = max(0, Int(center.x - reach) - 1)
    let highX = min(plane.size - 1, Int(center.x + reach) + 1)
    let lowY = max(0, Int(center.y - reach) - 1)
    let highY = min(plane.size - 1, Int(center.y + reach) + 1)
    guard lowX <= highX, lowY <= highY else { return }
    for y in lowY...highY {
      for x in lowX...highX {
        let dx = Double(x) + 0.5 - center.x
        let dy = Double(y) + 0.5 - center.y
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance >= radius - 1 && distance < radius {
          image[x, y] = RGB8(red: 255, green: 255, blue: 255)
        } else if distance >= radius && distance < radius + 1 {
          image[x, y] = RGB8(red: 0, green: 0, blue: 0)
        }
      }
    }
  }
}
