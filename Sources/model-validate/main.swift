print("model-validate")
