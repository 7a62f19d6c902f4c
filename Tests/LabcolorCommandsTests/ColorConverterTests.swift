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

  @Test func aPowerlessHueIsZeroInTheTriple() throws {
    // C = √(0.00003² + 0.00004²) = 0.00005, below the 0.0001 under which the hue is
    // powerless; its angle, atan2(4, 3) = 53.13°, is not written.
    let text = try convert(.lab(Lab(l: 50, a: 0.00003, b: 0.00004), white: .d65), to: .lch)
    let numbers = text.split(separator: " ").compactMap { Double($0) }
    #expect(numbers.count == 3)
    #expect(numbers[0] == 50)
    #expect(abs(numbers[1] - 0.00005) <= 1e-18)
    #expect(numbers[2] == 0)
    // Above the threshold the hue is written: C = 0.0005, h = 53.13010235415598°.
    let colored = try convert(.lab(Lab(l: 50, a: 0.0003, b: 0.0004), white: .d65), to: .lch)
    let hue = colored.split(separator: " ").compactMap { Double($0) }.last ?? 0
    #expect(abs(hue - 53.13010235415598) <= 1e-9)
  }

  @Test func labIsRelativeToTheConvertersWhite() throws {
    let d50 = ParsedColor.lab(Lab(l: 50, a: 20, b: 0), white: .d50)
    #expect(try convert(d50, to: .lab, white: .d50) == "50 20 0")
    // lab(50 20 0) (D50) relative to D65, by Bradford: ColorAide's lab-d65.
    let d65 = try convert(d50, to: .lab, white: .d65).split(separator: " ").compactMap {
      Double($0)
    }
    let reference = [49.86364993346642, 20.013695799319443, -0.3285122025892484]
    #expect(d65.count == 3)
    for (value, expected) in zip(d65, reference) { #expect(abs(value - expected) <= 1e-12) }
    // CSS is D50 whatever the white.
    #expect(try convert(d50, to: .css, white: .d65) == "lab(50 20 0)")
  }

  @Test func xyzOfWhiteIsTheWhitePoint() throws {
    // D65 from its chromaticity (0.3127, 0.3290): X = x / y, Z = (1 − x − y) / y.
    let white = ParsedColor.lab(Lab(l: 100, a: 0, b: 0), white: .d65)
    let xyz = try convert(white, to: .xyz).split(separator: " ").compactMap { Double($0) }
    #expect(xyz.count == 3)
    #expect(abs(xyz[0] - 0.9504559270516716) <= 1e-15)
    #expect(xyz[1] == 1)
    #expect(abs(xyz[2] - 1.0890577507598784) <= 1e-15)
  }

  @Test func overflowAppendsNothing() throws {
    // a* 1e300 is a finite Lab value, but its XYZ and sRGB overflow.
    let huge = ParsedColor.lab(Lab(l: 50, a: 1e300, b: 0), white: .d65)
    for format in [ColorConverter.Format.hex, .rgb, .xyz, .json, .css] {
      var line = LineBuffer()
      line.append("kept")
      #expect(throws: ColorOverflow.self, "\(format)") {
        try ColorConverter(format: format).append(huge, to: &line)
      }
      #expect(line.text == "kept", "\(format)")
    }
    #expect(try convert(huge, to: .lab) == "50 1e+300 0")
    // Its chroma does not: it is a*.
    #expect(try convert(huge, to: .lch) == "50 1e+300 0")
    let hugeB = ParsedColor.lab(Lab(l: 50, a: 0, b: -1e200), white: .d65)
    #expect(try convert(hugeB, to: .lch) == "50 1e+200 270")
  }

  @Test func theOverflowMessage() {
    #expect(
      ColorOverflow().description == "the color is too far out of range to convert")
  }
}
