import LabColor

/// The SVG file of a slice: the image as an embedded PNG (`data:image/png;base64,…`, drawn
/// pixelated), in a white margin with the tick values and the axis names, and a title.
///
///     <svg xmlns="http://www.w3.org/2000/svg" width="592" height="592" …>
///     <title>labcolor slice: L* 60, L*a*b* relative to D65, sRGB gamut</title>
///     <rect width="100%" height="100%" fill="#ffffff"/>
///     <image x="40" y="40" width="512" height="512" … href="data:image/png;base64,…"/>
///     <g font-family="sans-serif" font-size="12">…</g>
///     </svg>
///
/// The image's pixels are those of the PNG written alone; the labels give the axis values
/// at the ticks' places (every 20 units, a label at least 28 pixels from the next), also in
/// a picture too small for the ticks to be drawn.
enum SliceSVG {
  /// The margin around the image, in pixels.
  static let margin = 40

  /// The SVG text of `image`, a picture of `plane` with pixels in `colorSpace`, titled with
  /// `title`.
  static func encode(
    _ image: RGBImage, plane: SlicePlane, title: String,
    colorSpace: PNGEncoder.ColorSpace = .srgb
  ) -> String {
    let size = plane.size
    let side = size + 2 * margin
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" \
      viewBox="0 0 \(side) \(side)">
      <title>\(title)</title>
      <rect width="100%" height="100%" fill="#ffffff"/>
      <image x="\(margin)" y="\(margin)" width="\(size)" height="\(size)" \
      style="image-rendering:pixelated" href="data:image/png;base64,\
      \(Base64.encode(PNGEncoder.encode(image, colorSpace: colorSpace)))"/>
      <g font-family="sans-serif" font-size="12" fill="#000000">

      """
    let (across, up) = axisNames(plane)
    for (value, column) in labels(plane.horizontalTicks, axis: plane.horizontalAxis, size: size) {
      svg +=
        "<text x=\"\(margin + column)\" y=\"\(margin + size + 16)\" "
        + "text-anchor=\"middle\">\(value)</text>\n"
    }
    for (value, row) in labels(plane.verticalTicks, axis: plane.verticalAxis, size: size) {
      svg +=
        "<text x=\"\(margin - 6)\" y=\"\(margin + row + 4)\" "
        + "text-anchor=\"end\">\(value)</text>\n"
    }
    svg += "<text x=\"\(margin + size + 6)\" y=\"\(margin + size + 16)\">\(across)</text>\n"
    svg += "<text x=\"\(margin)\" y=\"\(margin - 8)\" text-anchor=\"middle\">\(up)</text>\n"
    svg += "</g>\n</svg>\n"
    return svg
  }

  /// The names of the horizontal and vertical axes.
  private static func axisNames(_ plane: SlicePlane) -> (String, String) {
    switch plane.section {
    case .lightness: return ("a*", "b*")
    case .hue: return ("C*", "L*")
    }
  }

  /// Every tick's value as text and its pixel, thinned so labels stay 28 pixels apart: the
  /// ticks kept are the multiples of the labels' spacing, so that 0 is labelled on a* and b*
  /// too (-120, -80 … 120 from -140 … 140, not -140, -100 … 140).
  private static func labels(
    _ ticks: [(value: Double, pixel: Int)], axis: ClosedRange<Double>, size: Int
  ) -> [(String, Int)] {
    let pixelSpacing = Double(size) * SlicePlane.tickSpacing / (axis.upperBound - axis.lowerBound)
    let every = max(1, Int((28 / pixelSpacing).rounded(.up)))
    return ticks.compactMap { tick in
      let index = Int((tick.value / SlicePlane.tickSpacing).rounded())
      return index % every == 0 ? (NumberFormat.string(tick.value), tick.pixel) : nil
    }
  }
}
