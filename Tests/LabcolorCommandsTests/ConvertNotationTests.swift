import Testing

@testable import LabcolorCommands

/// `labcolor convert --to <format> <options> <color>`, its one line of output.
private func convert(_ color: String, to format: String, _ options: String...) -> String {
  let result = labcolor(["convert", "--to", format] + options + [color])
  #expect(result.status == .success && result.stderr == "", "\(result.stderr)")
  return result.stdout
}

/// The CSS Color 4 notations `--to` writes, each checked against ColorAide 8.13.1: its value
/// for the same color written as a literal, numbers compared within 1e-9.
@Suite struct ConvertNotationTests {
  @Test(arguments: [
    ("hsl", "hsl(341.25 66.666666666666657% 47.058823529411761% / 0.5)"),
    ("hwb", "hwb(341.25 15.686274509803919% 21.568627450980394% / 0.5)"),
    ("oklab", "oklab(0.55100820461933375 0.19289183209321031 0.02989448636057551 / 0.5)"),
    ("oklch", "oklch(0.55100820461933375 0.19519461878606659 8.8096459238963636 / 0.5)"),
    ("srgb", "color(srgb 0.78431372549019607 0.15686274509803921 0.35294117647058823 / 0.5)"),
    (
      "srgb-linear",
      "color(srgb-linear 0.57758044042965062 0.02121901037600356 0.10224173308810128 / 0.5)"
    ),
    (
      "display-p3",
      "color(display-p3 0.72122082454644099 0.22001464751108449 0.35666492711523479 / 0.5)"
    ),
    ("a98-rgb", "color(a98-rgb 0.67337850214249084 0.1734404227183971 0.34923851344915585 / 0.5)"),
    (
      "prophoto-rgb",
      "color(prophoto-rgb 0.53748062476682468 0.24277447312098421 0.27938282911986206 / 0.5)"
    ),
    // ColorAide's rec2020: the pure 2.4 gamma of the CSS Color 4 Editor's Draft.
    ("rec2020", "color(rec2020 0.66363458881540327 0.31091753009012224 0.38771282804932089 / 0.5)"),
    ("xyz-d50", "color(xyz-d50 0.27466416563899504 0.14991721461029348 0.08311291015534178 / 0.5)"),
    ("xyz-d65", "color(xyz-d65 0.26422911387216169 0.14537236971727988 0.11087835265881314 / 0.5)"),
    ("css", "lab(45.622856234847411 63.362550399048757 13.189137864435152 / 0.5)"),
  ])
  func everyNotationOfAColorWithAlpha(format: String, expected: String) {
    expectText(
      convert("rgb(200 40 90 / 0.5)", to: format), matches: expected + "\n", tolerance: 1e-9)
  }

  @Test func alphaIsCarriedByEveryWriterAndOpaqueColorsHaveNone() {
    #expect(convert("rgb(200 40 90 / 0.5)", to: "hex") == "#c8285a80\n")
    #expect(convert("rgb(200 40 90 / 0.5)", to: "rgb") == "rgb(200 40 90 / 0.5)\n")
    #expect(convert("rgb(200 40 90 / 50%)", to: "lab").hasSuffix(" / 0.5\n"))
    #expect(convert("rgb(200 40 90)", to: "oklch").hasSuffix(")\n"))
    #expect(!convert("rgb(200 40 90 / 1)", to: "oklch").contains("/"))
    #expect(convert("#c8285a80", to: "json").hasSuffix(#","alpha":0.5019607843137255}"# + "\n"))
    // A bare triple reads its alpha back.
    #expect(convert("50 20 0 / 0.25", to: "lab") == "50 20 0 / 0.25\n")
  }

  @Test func precisionRoundsForPeopleAsColorAideDoes() {
    // ColorAide's to_string(precision=4) and precision=3 of lab(50 20 0) relative to D65.
    #expect(convert("50 20 0", to: "oklch", "--precision", "4") == "oklch(0.5767 0.0601 0.2724)\n")
    #expect(convert("50 20 0", to: "hsl", "--precision", "4") == "hsl(342.7 17.9% 50.64%)\n")
    #expect(
      convert("50 20 0", to: "display-p3", "--precision", "4")
        == "color(display-p3 0.5684 0.4254 0.468)\n")
    #expect(convert("50 20 0", to: "lch", "--precision", "3") == "50 20 0\n")
    #expect(convert("60 -10 30", to: "oklch", "--precision", "3") == "oklch(0.652 0.078 110)\n")
    // JSON keeps full precision.
    #expect(
      convert("50 20 0", to: "json", "--precision", "2")
        == convert("50 20 0", to: "json"))
  }

  @Test func aPowerlessHueIsNoneInCSSAndNullInJSON() {
    // #808080 has no hue: ColorAide gives OkLCh chroma 5.6e-16 and HSL saturation 0.
    #expect(convert("#808080", to: "oklch", "--precision", "5") == "oklch(0.59987 0 none)\n")
    #expect(convert("#808080", to: "hsl") == "hsl(none 0% 50.19607843137255%)\n")
    let json = convert("#808080", to: "json")
    #expect(json.contains(#""h":null},"hsl":{"h":null,"#))
  }

  @Test func gamutMappingInTheOutputsSpace() {
    // oklch(0.7 0.3 150) is outside sRGB and Display P3. ColorAide: unmapped sRGB
    // (-0.4526485934451801 0.7968108208570546 -0.08391448076004762), clipped #00cb00,
    // CSS-mapped #00c248 (0 0.7606290651816942 0.28103522378588136); unmapped Display P3
    // (-0.20868914152721468 0.7814337475580597 0.20080945100460362), CSS-mapped
    // (0 0.7814337475580599 0.20080945100460323).
    let color = "oklch(0.7 0.3 150)"
    #expect(convert(color, to: "hex") == "#00cb00\n")
    #expect(convert(color, to: "rgb") == "rgb(0 203 0)\n")
    #expect(convert(color, to: "hex", "--gamut", "css") == "#00c248\n")
    #expect(convert(color, to: "rgb", "--gamut", "css") == "rgb(0 194 72)\n")
    expectText(
      convert(color, to: "srgb"),
      matches: "color(srgb -0.4526485934451801 0.7968108208570546 -0.08391448076004762)\n")
    expectText(
      convert(color, to: "srgb", "--gamut", "clip"),
      matches: "color(srgb 0 0.7968108208570546 0)\n")
    expectText(
      convert(color, to: "srgb", "--gamut", "css"),
      matches: "color(srgb 0 0.7606290651816942 0.28103522378588136)\n", tolerance: 1e-9)
    expectText(
      convert(color, to: "display-p3"),
      matches: "color(display-p3 -0.20868914152721468 0.7814337475580597 0.20080945100460362)\n")
    expectText(
      convert(color, to: "display-p3", "--gamut", "css"),
      matches: "color(display-p3 0 0.7814337475580599 0.20080945100460323)\n", tolerance: 1e-9)
    // none: rgb() and hex stay 8-bit, clipped, as CSS clamps rgb() when it reads it: the
    // clipped sRGB values above, 0.7968108208570546 × 255 = 203.19 rounding to 203 (cb).
    #expect(convert(color, to: "rgb", "--gamut", "none") == "rgb(0 203 0)\n")
    #expect(convert(color, to: "hex", "--gamut", "none") == "#00cb00\n")
    // In gamut, none prints the same 8-bit values as the default.
    #expect(convert("50 20 0", to: "rgb", "--gamut", "none") == "rgb(152 107 120)\n")
  }

  @Test func everyCommandReadsEveryNotation() {
    #expect(
      labcolor(["set", "--from", "oklch(0.6 0.1 30)", "--format", "hex"]).stdout == "#b4685c\n")
    #expect(
      labcolor(["set", "--from", "hsl(120 50% 50%)", "--format", "rgb"]).stdout
        == "rgb(64 191 64)\n")
    #expect(
      labcolor(["set", "--from", "color(display-p3 1 0 0)", "--format", "hex"]).stdout
        == "#ff0000\n")
    let watch = labcolor(["watch", "--keys", "hex"], stdin: "set hwb(240 20% 20%)\n")
    #expect(watch.stdout == "hex: #777777 -> #3333cc\n")
  }

  @Test func currentColorIsRefusedWithAReason() {
    let result = labcolor(["convert", "currentcolor"])
    #expect(result.status == .badData)
    #expect(result.stderr.hasPrefix("labcolor: argument 1: "))
    #expect(result.stderr.contains("currentcolor"))
  }
}
