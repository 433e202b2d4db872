"""heroes"""
