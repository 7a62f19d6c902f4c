print("labcolor: not built yet")
