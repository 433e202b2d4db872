"""rulebook"""
