import LabColor
import Testing

@testable import LabcolorCommands

private func json(_ values: ColorValues) -> String {
  var line = LineBuffer()
  values.appendJSON(to: &line)
  return line.text
}

@Suite struct ColorValuesTests {
  @Test func jsonKeysInTheOrderOfTheDesign() {
    let text = json(ColorValues(.srgb(SRGB(red: 0, green: 0, blue: 0)), white: .d50))
    #expect(
      text
        == #"{"white":"D50","lab":{"l":0,"a":0,"b":0},"xyz":{"x":0,"y":0,"z":0},"#
        + #""srgb":{"red":0,"green":0,"blue":0},"rgb":{"red":0,"green":0,"blue":0},"#
        + ##""hex":"#000000","inGamut":true,"oklab":{"l":0,"a":0,"b":0},"##
        // Black has no hue: null, as CSS Color 4 calls a powerless hue.
        + #""oklch":{"l":0,"c":0,"h":null},"hsl":{"h":null,"s":0,"l":0},"#
        + #""gamut":{"srgb":true,"display-p3":true,"rec2020":true}}"#)
  }

  @Test func whiteFromLabHasNoHSLSaturation() {
    // L* 100 is white, whose HSL saturation is 0; the rounding of its sRGB channels must not
    // show as a saturation of 100 % (D65) or 66.67 % (D50) beside a hue of null.
    for white in [WhitePoint.d65, .d50] {
      let text = json(ColorValues(.lab(Lab(l: 100, a: 0, b: 0), white: white), white: white))
      #expect(text.contains(#""hsl":{"h":null,"s":0,"l":"#))
    }
  }

  @Test func alphaBelowOneComesLast() {
    var color = ParsedColor.srgb(SRGB(red: 1, green: 1, blue: 1))
    color.alpha = 0.5
    #expect(json(ColorValues(color, white: .d65)).hasSuffix(#""rec2020":true},"alpha":0.5}"#))
    color.alpha = 1
    #expect(json(ColorValues(color, white: .d65)).hasSuffix(#""rec2020":true}}"#))
  }

  @Test func nonFiniteValuesAreNotFiniteAndNullInJSON() {
    let values = ColorValues(.lab(Lab(l: 50, a: 1e300, b: 0), white: .d65), white: .d65)
    #expect(!values.isFinite)
    #expect(json(values).contains(#""x":null"#))
    #expect(ColorValues(.lab(Lab(l: 50, a: 127, b: -127), white: .d65), white: .d65).isFinite)
  }

  @Test func gamutMappingChangesOnlyTheEightBitValues() {
    let color = ParsedColor.lab(Lab(l: 50, a: 120, b: 0), white: .d65)
    let clipped = ColorValues(color, white: .d65)
    let mapped = ColorValues(color, white: .d65, gamutMapping: .css)
    #expect(mapped.srgb == clipped.srgb)
    #expect(!mapped.inGamut && !clipped.inGamut)
    #expect(mapped.rgb == RGB8(GamutMapping.css.map(clipped.srgb)))
    #expect(mapped.hex == mapped.rgb.hex)
  }
}
