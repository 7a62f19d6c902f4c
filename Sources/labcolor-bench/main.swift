print("labcolor-bench: not built yet")
