import LabColor
import Testing

@testable import LabcolorCommands

private func convert(
  _ color: ParsedColor, to format: ColorConverter.Format, white: WhitePoint = .d65
) throws -> String {
  var line = LineBuffer()
  try ColorConverter(format: format, white: white).append(color, to: &line)
  return line.text
}

@Suite struct ColorConverterTests {
  @Test func lchOfAGreenishColor() throws {
    // C = √(20² + 10²) = √500; h = atan2(10, −20) = 153.43494882292202°.
    let text = try convert(.lab(Lab(l: 50, a: -20, b: 10), white: .d65), to: .lch)
    let numbers = text.split(separator: " ").compactMap { Double($0) }
    #expect(numbers.count == 3)
    #expect(numbers[0] == 50)
    #expect(abs(numbers[1] - 22.360679774997898) <= 1e-12)
    #expect(abs(numbers[2] - 153.43494882292202) <= 1e-9)
  }

  @Test func labIsRelativeToTheConvertersWhite() throws {
    let d50 = ParsedColor.lab(Lab(l: 50, a: 20, b: 0), white: .d50)
    #expect(try convert(d50, to: .lab, white: .d50) == "50 20 0")
    #expect(try convert(d50, to: .lab, white: .d65) != "50 20 0")
    // CSS is D50 whatever the white.
    #expect(try convert(d50, to: .css, white: .d65) == "lab(50 20 0)")
  }

  @Test func xyzOfWhiteIsTheWhitePoint() throws {
    let white = ParsedColor.lab(Lab(l: 100, a: 0, b: 0), white: .d65)
    let d65 = WhitePoint.d65.xyz
    #expect(
      try convert(white, to: .xyz)
        == "\(NumberFormat.string(d65.x)) 1 \(NumberFormat.string(d65.z))")
  }

  @Test func overflowAppendsNothing() throws {
    // a* 1e300 is a finite Lab value, but its chroma, XYZ and sRGB overflow.
    let huge = ParsedColor.lab(Lab(l: 50, a: 1e300, b: 0), white: .d65)
    for format in [ColorConverter.Format.hex, .rgb, .lch, .xyz, .json, .css] {
      var line = LineBuffer()
      line.append("kept")
      #expect(throws: ColorOverflow.self, "\(format)") {
        try ColorConverter(format: format).append(huge, to: &line)
      }
      #expect(line.text == "kept", "\(format)")
    }
    #expect(try convert(huge, to: .lab) == "50 1e+300 0")
  }

  @Test func theOverflowMessage() {
    #expect(
      ColorOverflow().description == "the color is too far out of range to convert")
  }
}
